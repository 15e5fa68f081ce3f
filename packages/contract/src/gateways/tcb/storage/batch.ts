/** The most files one storage batch names. */
export const MAX_BATCH = 50;

import { describe, expect, it } from "vitest";
import { respelled } from "../../test/respell.js";
import { openTicket, sealTicket } from "./tickets.js";

const key = Buffer.alloc(32, 7);
const now = 1_700_000_000_000;

describe("sealed tickets", () => {
  it("open only in the spelling they were sealed in", () => {
    // A payload whose sealed length leaves unused bits in the last character.
    const ticket = ["a", "ab", "abc"]
      .map((v) => sealTicket(key, "link", { v }, now + 60_000))
      .find((t) => t.length % 4 !== 0)!;
    expect(openTicket(key, "link", ticket, now)).toMatchObject({ v: expect.any(String) });
    for (const variant of [respelled(ticket), `${ticket}=`, `${ticket.slice(0, 10)}\n${ticket.slice(10)}`])
      expect(() => openTicket(key, "link", variant, now)).toThrow(
        expect.objectContaining({ errorName: "socialTicketInvalid" }),
      );
  });
});

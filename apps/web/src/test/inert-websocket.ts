/** A WebSocket that never opens: what sockets meet in tests that start no server. */
export class InertWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket made, for tests that check one was (or was not) opened. */
  static readonly made: InertWebSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {
    InertWebSocket.made.push(this);
  }

  send(): void {
    throw new Error("InertWebSocket never opens");
  }

  close(): void {
    this.readyState = 3;
  }
}

import type { SocketPeer } from "./peer.js";

const channelKey = (url: string, channel: string) => `${url}\n${channel}`;

/** Adds `peer` under `key` of an index of sets. */
function index(map: Map<string, Set<SocketPeer>>, key: string | undefined, peer: SocketPeer): void {
  if (key === undefined) return;
  const set = map.get(key);
  if (set) set.add(peer);
  else map.set(key, new Set([peer]));
}

function unindex(map: Map<string, Set<SocketPeer>>, key: string | undefined, peer: SocketPeer): void {
  if (key === undefined) return;
  const set = map.get(key);
  if (!set) return;
  set.delete(peer);
  if (set.size === 0) map.delete(key);
}

const NONE: ReadonlySet<SocketPeer> = new Set();

/**
 * The sockets open on this process, by account, by session and by route channel: where a push finds its
 * recipients. A peer is indexed under what it says when it is added; rebinding it (a second connect frame)
 * means removing and adding it again.
 */
export class SocketHub {
  private readonly byUser = new Map<string, Set<SocketPeer>>();
  private readonly bySession = new Map<string, Set<SocketPeer>>();
  private readonly byChannel = new Map<string, Set<SocketPeer>>();
  private readonly peers = new Set<SocketPeer>();

  /** Indexes a peer under its account, session and channel (those it has). */
  add(peer: SocketPeer): void {
    this.peers.add(peer);
    index(this.byUser, peer.uid, peer);
    index(this.bySession, peer.sid, peer);
    if (peer.channel !== undefined) index(this.byChannel, channelKey(peer.url, peer.channel), peer);
  }

  /** Forgets a peer (as it was indexed: remove before its identity changes). */
  remove(peer: SocketPeer): void {
    if (!this.peers.delete(peer)) return;
    unindex(this.byUser, peer.uid, peer);
    unindex(this.bySession, peer.sid, peer);
    if (peer.channel !== undefined) unindex(this.byChannel, channelKey(peer.url, peer.channel), peer);
  }

  /** The sockets of an account, on any route. */
  ofUser(uid: string): ReadonlySet<SocketPeer> {
    return this.byUser.get(uid) ?? NONE;
  }

  /** The sockets of a session, on any route. */
  ofSession(sid: string): ReadonlySet<SocketPeer> {
    return this.bySession.get(sid) ?? NONE;
  }

  /** The sockets on a channel of a socket route. */
  ofChannel(url: string, channel: string): ReadonlySet<SocketPeer> {
    return this.byChannel.get(channelKey(url, channel)) ?? NONE;
  }

  /** The sessions that have a socket here. */
  sessions(): IterableIterator<string> {
    return this.bySession.keys();
  }

  /** How many sockets are indexed. */
  get size(): number {
    return this.peers.size;
  }
}

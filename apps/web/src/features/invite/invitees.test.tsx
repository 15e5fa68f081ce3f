import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../lib/query/query-client";
import { saveUserInfo } from "../../lib/session";
import { startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { signInLocally } from "../../test/session";
import { useInvitees } from "./use-invitees";

const person = (n: number) => ({
  _id: `p${n}`,
  nickname: `Person ${n}`,
  avatar: "",
  gender: 0,
  mobile: "138****8000",
  invite_time: Date.now() - n * 60_000,
  register_date: Date.now() - n * 60_000,
});

/** A getInvitedUser over `people()` (read at each call), with the server's paging. */
function inviteesServer(people: () => ReturnType<typeof person>[]) {
  return fakeServer({
    "user/kh/getInvitedUser": (body) => {
      const pageIndex = Number(body.pageIndex);
      const pageSize = Number(body.pageSize);
      const all = people();
      const rows = all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
      return {
        rows,
        total: all.length,
        hasMore: pageIndex * pageSize < all.length,
        pagination: { pageIndex, pageSize },
      };
    },
  });
}

const pagesAsked = (server: ReturnType<typeof fakeServer>) =>
  server.calls("user/kh/getInvitedUser").map((b) => [b.pageIndex, b.pageSize]);

beforeEach(() => {
  signInLocally();
  saveUserInfo({ _id: "u1", username: "alice", role: [] });
});

describe("the invitees page", () => {
  // happy-dom lays nothing out: give elements an offset parent so that InfiniteScroll sees its sentinel.
  const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetParent");
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, "offsetParent", {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
  });
  afterEach(() => {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, "offsetParent", descriptor);
    else delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent;
  });

  it("loads 20 at a time while scrolled to the end, appending, and stops after a short page", async () => {
    const people = Array.from({ length: 45 }, (_, i) => person(i + 1));
    const server = inviteesServer(() => people);
    startApp("#/pages/user/invitees");
    await waitFor(() => expect(screen.getAllByTestId("invitee-name")).toHaveLength(45), { timeout: 5000 });
    expect(pagesAsked(server)).toEqual([
      [1, 20],
      [2, 20],
      [3, 20],
    ]);
    const names = screen.getAllByTestId("invitee-name").map((n) => n.textContent);
    expect(names.slice(0, 2)).toEqual(["Person 1", "Person 2"]);
    expect(names.at(-1)).toBe("Person 45");
    expect(screen.getByTestId("invitee-total").textContent).toBe("People you invited: 45");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.calls("user/kh/getInvitedUser")).toHaveLength(3);
  });

  it("says when no one joined yet", async () => {
    inviteesServer(() => []);
    startApp("#/pages/user/invitees");
    expect(await screen.findByText("No one has joined with your code yet")).toBeTruthy();
  });
});

describe("useInvitees", () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
  );

  it("appends later pages and stops on an empty page", async () => {
    // The server claims more after a full second page; the empty third page ends the list.
    const all = Array.from({ length: 40 }, (_, i) => person(i + 1));
    const server = fakeServer({
      "user/kh/getInvitedUser": (body) => {
        const pageIndex = Number(body.pageIndex);
        return {
          rows: all.slice((pageIndex - 1) * 20, pageIndex * 20),
          total: 40,
          hasMore: true,
          pagination: { pageIndex, pageSize: 20 },
        };
      },
    });
    const { result } = renderHook(() => useInvitees(), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    await act(() => result.current.loadMore());
    // Query results reach the component on the next tick.
    await waitFor(() => expect(result.current.rows).toHaveLength(40));
    expect(result.current.rows.map((r) => r._id).slice(18, 22)).toEqual(["p19", "p20", "p21", "p22"]);
    expect(result.current.hasMore).toBe(true);
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(result.current.rows).toHaveLength(40);
    expect(pagesAsked(server)).toEqual([
      [1, 20],
      [2, 20],
      [3, 20],
    ]);
  });

  it("refreshes by loading the first page alone, which replaces the list", async () => {
    let people = Array.from({ length: 30 }, (_, i) => person(i + 1));
    const server = inviteesServer(() => people);
    const { result } = renderHook(() => useInvitees(), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(30));
    expect(result.current.hasMore).toBe(false);
    people = [person(99), ...people];
    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.rows[0]?._id).toBe("p99"));
    expect(result.current.rows).toHaveLength(20);
    expect(result.current.total).toBe(31);
    expect(result.current.hasMore).toBe(true);
    expect(pagesAsked(server).map(([page]) => page)).toEqual([1, 2, 1]);
  });
});

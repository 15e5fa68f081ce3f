import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";

// Counts the mounts of antd-mobile's overlays (each runs its animation and gesture hooks from mount).
const mounted = vi.hoisted(() => ({ popup: 0, actionSheet: 0 }));
const counting = vi.hoisted(
  () => (kind: "popup" | "actionSheet") => async (): Promise<{ default: unknown }> => {
    const { createElement, useEffect } = await import("react");
    return {
      default: ({ visible, children }: { visible: boolean; children?: React.ReactNode }) => {
        useEffect(() => {
          mounted[kind]++;
        }, []);
        return visible ? createElement("div", { "data-testid": kind }, children) : null;
      },
    };
  },
);
vi.mock("antd-mobile/es/components/popup", counting("popup"));
vi.mock("antd-mobile/es/components/action-sheet", counting("actionSheet"));

const { ModalSheet } = await import("./ModalSheet");
const { OnceOpened } = await import("./OnceOpened");
const { default: ActionSheet } = await import("antd-mobile/es/components/action-sheet");

function Page() {
  const [open, setOpen] = useState<"sheet" | "actions" | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen("sheet")}>
        Sheet
      </button>
      <button type="button" onClick={() => setOpen("actions")}>
        Actions
      </button>
      <button type="button" onClick={() => setOpen(null)}>
        Close all
      </button>
      <ModalSheet visible={open === "sheet"} title="A sheet" onClose={() => setOpen(null)}>
        <p>Sheet body</p>
      </ModalSheet>
      <OnceOpened visible={open === "actions"}>
        <ActionSheet visible={open === "actions"} actions={[]} />
      </OnceOpened>
    </>
  );
}

/** Lets React run the effects of what it has rendered (the mount counts are taken in effects). */
const effectsRun = () => act(async () => {});

describe("sheets and dialogs mounted at their first opening", () => {
  it("mounts no overlay for a page whose sheets stay closed, each at its first opening, and keeps it", async () => {
    render(<Page />);
    expect(mounted).toEqual({ popup: 0, actionSheet: 0 });

    fireEvent.click(screen.getByRole("button", { name: "Sheet" }));
    expect(await screen.findByText("Sheet body")).toBeTruthy();
    await effectsRun();
    expect(mounted).toEqual({ popup: 1, actionSheet: 0 });

    fireEvent.click(screen.getByRole("button", { name: "Actions" }));
    expect(await screen.findByTestId("actionSheet")).toBeTruthy();
    expect(screen.queryByText("Sheet body")).toBeNull();
    // Closed again, each stays mounted (it animates out and keeps its state): no second mount on reopening.
    fireEvent.click(screen.getByRole("button", { name: "Close all" }));
    fireEvent.click(screen.getByRole("button", { name: "Sheet" }));
    expect(await screen.findByText("Sheet body")).toBeTruthy();
    await effectsRun();
    expect(mounted).toEqual({ popup: 1, actionSheet: 1 });
  });
});

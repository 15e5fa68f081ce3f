import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { alertMessage, showLoadingToast, toastMessage } from "./feedback";

// The real antd-mobile overlays, rendered through the React 19 render shim of the test setup.
describe("feedback overlays", () => {
  beforeAll(async () => {
    await import("./overlays"); // Transforming antd-mobile's overlays once takes longer than a find.
  });

  it("alerts a message with an OK button that closes it", async () => {
    void alertMessage("Wrong password");
    expect(await screen.findByText("Wrong password")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByText("Wrong password")).toBeNull());
  });

  it("shows a toast", async () => {
    void toastMessage("Network glitch, please try again");
    expect(await screen.findByText("Network glitch, please try again")).toBeTruthy();
  });

  it("shows the loading toast until it is closed, also when closed before it loaded", async () => {
    const close = showLoadingToast("Requesting…");
    expect(await screen.findByText("Requesting…")).toBeTruthy();
    close();
    await waitFor(() => expect(screen.queryByText("Requesting…")).toBeNull());
    showLoadingToast("Never shown")();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Never shown")).toBeNull();
  });
});

describe("the loading toast and messages", () => {
  it("closing the loading toast leaves a message that replaced it", async () => {
    const close = showLoadingToast("Still loading");
    expect(await screen.findByText("Still loading")).toBeTruthy();
    void toastMessage("Saved");
    expect(await screen.findByText("Saved")).toBeTruthy();
    close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText("Saved")).toBeTruthy();
  });
});

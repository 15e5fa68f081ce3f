import type { IdentityDocument } from "@roster/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { saveUserInfo } from "../../lib/session";
import { startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { json } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";

const FRONT = {
  name: "张三",
  sex: "女",
  nation: "汉",
  birth: "19491231",
  address: "北京市西城区复兴门外大街999号",
  idNumber: "11010519491231002X",
  issueAuthority: "",
  validFrom: "",
  validTo: "",
};

/** A server with the OCR and identity-document routes; `ocr` answers the ID-card reads. */
function identityServer(ocr: () => unknown) {
  let rows: IdentityDocument[] = [];
  return fakeServer({
    "user/kh/getIdentityDocuments": () => ({ rows }),
    "ocr/kh/idcard": ocr,
    "user/kh/saveIdentityDocument": (body) => {
      const fields = body.fields as typeof FRONT;
      const document = {
        kind: "idcard" as const,
        fields: { ...fields, idNumber: "110***********002X" },
        updatedAt: Date.UTC(2024, 4, 1),
      };
      rows = [document];
      return { document };
    },
    "user/kh/getMyUserInfo": () => ({ userInfo: { _id: "u1", username: "alice" }, needUpdateUserInfo: true }),
  });
}

const photo = (type = "image/png") =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], "card.png", { type });
const choose = async (slot: string, file: File) => {
  const input = await screen.findByTestId(`photo-${slot}-album`);
  fireEvent.change(input, { target: { files: [file] } });
};
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

beforeEach(() => {
  signInLocally();
  saveUserInfo({ _id: "u1", username: "alice", role: [] });
});

describe("the identity-documents page", () => {
  it("fills the fields from the photo, takes a correction and saves; the saved number shows masked", async () => {
    const server = identityServer(() => ({
      side: "front",
      fields: FRONT,
      imageStatus: "normal",
      words_result: {},
      words_result_num: 6,
    }));
    startApp("#/pages/user/identity");
    expect(await screen.findByText("Nothing saved yet.")).toBeTruthy();
    await choose("front", photo());
    await waitFor(() => expect(field("ID number").value).toBe("11010519491231002X"));
    const sent = server.calls("ocr/kh/idcard")[0]!;
    expect(sent.side).toBe("front");
    expect(String(sent.image)).toMatch(/^data:image\/png;base64,iVBORw/);
    fireEvent.change(field("Name"), { target: { value: "张三丰" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const saved = await screen.findByTestId("saved-document");
    await waitFor(() => expect(within(saved).getByText("110***********002X")).toBeTruthy());
    expect(server.calls("user/kh/saveIdentityDocument")[0]).toEqual({
      kind: "idcard",
      fields: { ...FRONT, name: "张三丰" },
    });
    expect(within(saved).getByText("张三丰")).toBeTruthy();
    expect(field("ID number").value).toBe("");
  }, 15_000);

  it("says an OCR refusal under the photo, with no alert", async () => {
    identityServer(() =>
      json({ code: 91101, msg: "The document recognition service has used up today's quota" }),
    );
    startApp("#/pages/user/identity");
    await choose("back", photo());
    const slot = await screen.findByTestId("photo-back");
    await waitFor(() =>
      expect(within(slot).getByRole("alert").textContent).toContain("used up today's quota"),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("warns, in words, when the OCR service finds the photo unusual (reversed side)", async () => {
    identityServer(() => ({
      side: "front",
      fields: FRONT,
      imageStatus: "reversed_side",
      words_result: {},
      words_result_num: 3,
    }));
    startApp("#/pages/user/identity");
    await choose("front", photo());
    const slot = await screen.findByTestId("photo-front");
    await waitFor(() =>
      expect(within(slot).getByRole("status").textContent).toBe(
        "This looks like the other side of the card; please check the details.",
      ),
    );
  });

  it("refuses a file that is not a photo before sending anything", async () => {
    const server = identityServer(() => ({}));
    startApp("#/pages/user/identity");
    await choose("front", new File(["%PDF"], "scan.pdf", { type: "application/pdf" }));
    const slot = await screen.findByTestId("photo-front");
    await waitFor(() => expect(within(slot).getByRole("alert").textContent).toContain("not a photo"));
    expect(server.calls("ocr/kh/idcard")).toEqual([]);
  });
});

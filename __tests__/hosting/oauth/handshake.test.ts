/** The signed-in page's script in jsdom: the token goes only to the editor that opened it, answering from its origin. */
import { HANDSHAKE_SCRIPT } from "../../../hosting/oauth/github";

const EDITOR = "https://www.example.org";
const SUCCESS = 'authorization:github:success:{"token":"gho_secret","provider":"github"}';

function signedInPage(opener: { postMessage: jest.Mock } | null) {
  const data = JSON.stringify({ origin: EDITOR, message: SUCCESS });
  document.body.innerHTML = `<p id="status"></p><script id="sign-in" type="application/json">${data}</script>`;
  Object.defineProperty(window, "opener", { value: opener, configurable: true });
  new Function(HANDSHAKE_SCRIPT)();
}

const answer = (data: string, origin: string, source: unknown) =>
  window.dispatchEvent(new MessageEvent("message", { data, origin, source: source as MessageEventSource }));

it("starts the handshake with the editor's origin, gives nothing to a message from another origin or another window, and hands the token over when the editor answers", () => {
  const opener = { postMessage: jest.fn() };
  signedInPage(opener);
  answer("authorizing:github", "https://attacker.example", opener);
  answer("authorizing:github", EDITOR, { postMessage: jest.fn() });
  answer("something else", EDITOR, opener);
  expect(opener.postMessage.mock.calls).toEqual([["authorizing:github", EDITOR]]);
  answer("authorizing:github", EDITOR, opener);
  expect(opener.postMessage.mock.calls[1]).toEqual([SUCCESS, EDITOR]);
  expect(document.getElementById("status")).toHaveTextContent("Signed in. This window closes by itself.");
});

it("opened without the editor, says what to do instead", () => {
  signedInPage(null);
  expect(document.getElementById("status")).toHaveTextContent("This window was not opened by the content editor");
});

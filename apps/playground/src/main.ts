import { createToolmark, type ConfirmRequest, type ToolmarkEvent } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/json-schema';
import { registerShopTools, type CartLine } from './shop';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const tm = createToolmark({ toJsonSchema });
declare global {
  interface Window {
    toolmark: typeof tm;
  }
}
window.toolmark = tm;

function renderCart(cart: readonly CartLine[]): void {
  byId('cart').replaceChildren(
    ...cart.map((line) => Object.assign(document.createElement('li'), { textContent: `${line.qty} × ${line.name}` })),
  );
}

function renderLog(event: ToolmarkEvent): void {
  if (event.type === 'call:progress') return;
  const { type, ...rest } = event;
  const item = Object.assign(document.createElement('li'), { textContent: `${type} ${JSON.stringify(rest)}` });
  byId('log').append(item);
}

function askPerson(request: ConfirmRequest): Promise<boolean> {
  const dialog = byId<HTMLDialogElement>('confirm');
  byId('confirm-text').textContent = `${request.title}: ${request.summary ?? JSON.stringify(request.input)}`;
  dialog.showModal();
  return new Promise((resolve) => {
    const onAbort = () => dialog.close('deny');
    request.signal.addEventListener('abort', onAbort, { once: true });
    dialog.addEventListener(
      'close',
      () => {
        request.signal.removeEventListener('abort', onAbort);
        resolve(dialog.returnValue === 'approve');
      },
      { once: true },
    );
  });
}

tm.subscribe(renderLog);
tm.setConfirm(askPerson);
registerShopTools(tm.scope('shop'), renderCart);

const manifest = tm.manifest();
byId('manifest').textContent = JSON.stringify(manifest, null, 2);
byId<HTMLSelectElement>('tool-name').replaceChildren(
  ...manifest.map((entry) => new Option(entry.title ?? entry.name, entry.name)),
);
const EXAMPLES: Record<string, string> = {
  'shop.cart.add': '{ "sku": "TM-MUG", "qty": 2 }',
  'shop.account.sign_in': '{ "email": "ada@example.com", "password": "correct horse battery" }',
};
const toolSelect = byId<HTMLSelectElement>('tool-name');
const showExample = () => (byId<HTMLTextAreaElement>('tool-input').value = EXAMPLES[toolSelect.value] ?? '');
toolSelect.addEventListener('change', showExample);
toolSelect.value = 'shop.cart.add';
showExample();

byId<HTMLFormElement>('console').addEventListener('submit', async (event) => {
  event.preventDefault();
  const name = byId<HTMLSelectElement>('tool-name').value;
  const raw = byId<HTMLTextAreaElement>('tool-input').value.trim();
  let input: unknown;
  try {
    input = raw === '' ? undefined : JSON.parse(raw);
  } catch {
    byId('result').textContent = 'The input is not valid JSON.';
    return;
  }
  const result = await tm.call(name, input, { caller: { kind: 'ui' } });
  byId('result').textContent = JSON.stringify(result, null, 2);
});
document.body.dataset['ready'] = 'true';

import type { ManifestEntry, Toolmark, ToolResult } from '@toolmark/core';
import { css, html, LitElement, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { toBadges } from '../view-models/badges.js';
import { RegistryController } from '../controllers/registry-controller.js';
import { readFormInput, toFormFields, type FieldValue, type FormField } from '../view-models/schema-form.js';
import { TOOL_LIST_STRINGS, type ToolListStrings } from '../strings.js';
import { panelStyles, themeStyles } from './theme.js';
import { ToolCallsController } from '../controllers/tool-calls-controller.js';

/** The detail of the `tm-result` event: a call made from the list, and its (redacted) result. */
export interface ToolResultDetail {
  readonly name: string;
  readonly result: ToolResult;
}

const fieldsCache = new WeakMap<ManifestEntry, FormField[] | undefined>();

// Manifest entries are frozen and replaced on update, so an entry's fields never go stale.
function fieldsOf(entry: ManifestEntry): FormField[] | undefined {
  if (!fieldsCache.has(entry)) fieldsCache.set(entry, toFormFields(entry.inputSchema));
  return fieldsCache.get(entry);
}

function resultText(result: ToolResult): string {
  return result.content
    .map((block) => (block.type === 'text' ? block.text : block.type === 'image' ? '[image]' : `[${block.resource.name ?? block.resource.uri}]`))
    .join('\n');
}

/**
 * `<tm-tool-list>`: the registry's manifest as a browsable list (spec §17.4), a debugging panel for
 * site owners. Opening a tool shows a form made from its input schema; submitting it calls the tool
 * through `tm.call` (caller `'ui'`, confirmation included) and shows the redacted result.
 */
export class ToolListElement extends LitElement {
  static override properties = {
    // Its own accessor: the subscription starts as soon as `tm` is set, not at the next render.
    tm: { attribute: false, noAccessor: true },
    strings: { attribute: false },
    filter: { type: String },
  };

  /** The element's styles: the shared theme (custom properties) and its own layout. */
  static override styles = [
    themeStyles,
    panelStyles,
    css`
      ul.tools {
        margin: 0;
        padding: 0;
        list-style: none;
      }
      li.tool {
        border-bottom: 1px solid var(--tm-border-subtle, var(--_tm-border-subtle));
        padding: 6px 0;
      }
      summary {
        cursor: pointer;
      }
      .name {
        font-weight: 600;
      }
      code,
      .muted {
        color: var(--tm-muted, var(--_tm-muted));
      }
      .badges {
        display: inline-flex;
        margin-left: 6px;
      }
      form {
        display: grid;
        gap: 8px;
        margin: 8px 0;
      }
      label {
        display: block;
        font-weight: 500;
      }
      input:not([type='checkbox']),
      select,
      textarea {
        box-sizing: border-box;
        width: 100%;
        font: inherit;
        /* The browser's own field colours are light: the fields follow the panel's tokens instead. */
        color: var(--tm-fg, var(--_tm-fg));
        background: var(--tm-bg, var(--_tm-bg));
        border: 1px solid var(--tm-border, var(--_tm-border));
        border-radius: 4px;
        padding: 3px 6px;
      }
      input[type='checkbox'] {
        accent-color: var(--tm-accent, var(--_tm-accent));
      }
      .result {
        white-space: pre-wrap;
        overflow-wrap: anywhere;
        margin: 0;
      }
      .error {
        color: var(--tm-danger, var(--_tm-danger));
      }
    `,
  ];

  /** Replacement words, merged over the English ones. */
  declare strings: Partial<ToolListStrings>;
  /** Lists only tools whose name, title or description contains this text. */
  declare filter: string;

  readonly #registry = new RegistryController(this, (event) => event.type.startsWith('tool:'));
  readonly #calls = new ToolCallsController(this);
  // Forms are rendered only for open tools, so a list of thousands stays cheap.
  readonly #open = new Set<string>();

  /** The registry to list. */
  get tm(): Toolmark | undefined {
    return this.#registry.tm;
  }

  set tm(tm: Toolmark | undefined) {
    const old = this.#registry.tm;
    if (tm === old) return;
    this.#registry.use(tm);
    this.#calls.reset();
    this.#open.clear();
    this.requestUpdate('tm', old);
  }

  constructor() {
    super();
    this.strings = {};
    this.filter = '';
  }

  #toggle(name: string, event: Event): void {
    if ((event.target as HTMLDetailsElement).open) this.#open.add(name);
    else this.#open.delete(name);
    this.requestUpdate();
  }

  async #submit(entry: ManifestEntry, event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const tm = this.tm;
    if (!tm) return;
    const form = event.target as HTMLFormElement;
    const fields = fieldsOf(entry);
    const read = (name: string): FieldValue => {
      const control = form.elements.namedItem(name || '$json');
      if (control instanceof HTMLInputElement) return control.type === 'checkbox' ? control.checked : control.value;
      if (control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) return control.value;
      return undefined;
    };
    const outcome = readFormInput(fields, read);
    if ('invalid' in outcome) return this.#calls.refuse(entry.name, outcome.invalid);
    // What a person typed into a secret field is not kept around once it was sent.
    for (const control of form.querySelectorAll<HTMLInputElement>('input[type="password"]')) control.value = '';
    const result = await this.#calls.run(tm, entry.name, outcome.input);
    if (result) {
      const detail: ToolResultDetail = { name: entry.name, result };
      this.dispatchEvent(new CustomEvent('tm-result', { detail, bubbles: true, composed: true }));
    }
  }

  #field(field: FormField, id: string, s: ToolListStrings): TemplateResult {
    const describedBy = field.description === undefined ? nothing : `${id}-d`;
    const label = html`<label for=${id}>${field.label}${field.required ? html` <span class="muted">(${s.required})</span>` : nothing}</label>`;
    const description = field.description === undefined ? nothing : html`<small id="${id}-d" class="muted">${field.description}</small>`;
    let control: TemplateResult;
    switch (field.kind) {
      case 'boolean':
        control = html`<input id=${id} name=${field.name} type="checkbox" aria-describedby=${describedBy} />`;
        break;
      case 'choice':
        control = html`<select id=${id} name=${field.name} aria-describedby=${describedBy}>
          ${field.required ? nothing : html`<option value="">—</option>`}
          ${(field.options ?? []).map((_, index) => html`<option value=${index}>${field.optionLabels?.[index] ?? ''}</option>`)}
        </select>`;
        break;
      case 'json':
        control = html`<textarea id=${id} name=${field.name} rows="3" spellcheck="false" aria-describedby=${describedBy}></textarea>`;
        break;
      default: {
        const type = field.kind === 'secret' ? 'password' : field.kind === 'text' ? (field.inputType ?? 'text') : 'number';
        control = html`<input
          id=${id}
          name=${field.name}
          type=${type}
          min=${field.min ?? nothing}
          max=${field.max ?? nothing}
          step=${field.step ?? nothing}
          minlength=${field.minLength ?? nothing}
          maxlength=${field.maxLength ?? nothing}
          autocomplete="off"
          aria-describedby=${describedBy}
        />`;
      }
    }
    return field.kind === 'boolean' ? html`<div>${control} ${label} ${description}</div>` : html`<div>${label} ${control} ${description}</div>`;
  }

  #tool(entry: ManifestEntry, index: number, s: ToolListStrings): TemplateResult {
    const open = this.#open.has(entry.name);
    const state = this.#calls.state(entry.name);
    const fields = open ? fieldsOf(entry) : undefined;
    const id = `t${index}`;
    return html`<li part="tool" class="tool">
      <details ?open=${open} @toggle=${(event: Event) => this.#toggle(entry.name, event)}>
        <summary part="tool-summary">
          <span class="name">${entry.title ?? entry.name}</span>
          ${entry.title === undefined ? nothing : html` <code>${entry.name}</code>`}
          <span class="badges">${toBadges(entry.hints).map((kind) => html`<span part="badge ${kind}" class="badge ${kind}">${s[kind]}</span>`)}</span>
        </summary>
        ${open
          ? html`<p part="description">${entry.description}</p>
              <form part="form" @submit=${(event: SubmitEvent) => void this.#submit(entry, event)}>
                ${fields
                  ? fields.map((field, i) => this.#field(field, `${id}-${i}`, s))
                  : this.#field({ name: '$json', label: s.jsonInput, kind: 'json', required: false }, `${id}-json`, s)}
                ${state.invalid === undefined ? nothing : html`<p class="error" role="alert">${s.invalidJson(state.invalid || s.jsonInput)}</p>`}
                <div><button part="button run" type="submit" ?disabled=${state.running}>${state.running ? s.running : s.run}</button></div>
              </form>
              <div role="status" aria-label=${s.result}>
                ${state.result
                  ? html`<pre part="result" class="result ${state.result.isError ? 'error' : ''}">${state.result.code ? `[${state.result.code}] ` : ''}${resultText(state.result)}</pre>`
                  : nothing}
              </div>`
          : nothing}
      </details>
    </li>`;
  }

  protected override render() {
    const s = { ...TOOL_LIST_STRINGS, ...this.strings };
    const needle = this.filter.trim().toLowerCase();
    const entries = (this.#registry.tm?.manifest() ?? []).filter(
      (entry) => needle === '' || [entry.name, entry.title ?? '', entry.description].some((text) => text.toLowerCase().includes(needle)),
    );
    return html`<section part="tool-list" aria-labelledby="heading">
      <h2 part="heading" id="heading">${s.heading}</h2>
      ${entries.length === 0
        ? html`<p part="empty" class="muted">${s.empty}</p>`
        : html`<ul part="list" class="tools">
            ${repeat(entries, (entry) => entry.name, (entry, index) => this.#tool(entry, index, s))}
          </ul>`}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tm-tool-list': ToolListElement;
  }
  interface HTMLElementEventMap {
    'tm-result': CustomEvent<ToolResultDetail>;
  }
}

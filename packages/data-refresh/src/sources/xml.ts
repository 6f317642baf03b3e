/**
 * XML reading over htmlparser2's XML mode (CDATA, entities, namespaces kept as prefixes). Elements are
 * found by local name, so `soap:Body`, `s:Body` and `Body` are the same to the adapters.
 */
import { parseDocument } from 'htmlparser2';
import { SourceError } from '../source-error';

/** The parts of a parsed element the adapters read. */
export interface XmlElement {
  type: 'tag';
  name: string;
  attribs: Record<string, string>;
  children: XmlNode[];
}
type XmlNode = XmlElement | { type: string; data?: string; children?: XmlNode[] };

const isElement = (node: XmlNode): node is XmlElement => node.type === 'tag';

/** The document's root element. @throws SourceError when the text is not one XML document. */
export function parseXml(text: string, label: string): XmlElement {
  const doc = parseDocument(text, { xmlMode: true, decodeEntities: true }) as unknown as { children: XmlNode[] };
  const roots = doc.children.filter(isElement);
  if (roots.length !== 1) throw new SourceError(`${label}: a válasz nem egyetlen XML-dokumentum.`);
  return roots[0]!;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Every element named `name` (local name) at or below `root`, in document order. */
export function elements(root: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (el: XmlElement) => {
    if (localName(el.name) === name) out.push(el);
    for (const child of el.children) if (isElement(child)) walk(child);
  };
  walk(root);
  return out;
}

/** The text inside an element (CDATA included), entities decoded. */
export function textOf(el: XmlElement): string {
  let s = '';
  const walk = (nodes: readonly XmlNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') s += node.data ?? '';
      else if (node.children) walk(node.children);
    }
  };
  walk(el.children);
  return s;
}

/**
 * A SOAP fault's text (`faultstring`, else `faultcode`) when the envelope carries one, else undefined.
 * ASMX services answer faults with HTTP 500; some services use 200.
 */
export function soapFault(text: string): string | undefined {
  if (!/Fault\b/.test(text)) return undefined;
  let root: XmlElement;
  try {
    root = parseXml(text, 'SOAP');
  } catch {
    return undefined;
  }
  const fault = elements(root, 'Fault')[0];
  if (!fault) return undefined;
  const message = elements(fault, 'faultstring')[0] ?? elements(fault, 'Text')[0] ?? elements(fault, 'faultcode')[0];
  return (message ? textOf(message) : 'ismeretlen SOAP-hiba').trim().slice(0, 300);
}

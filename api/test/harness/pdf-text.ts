import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

/**
 * The text of each page of a PDF whose fonts are embedded with a ToUnicode map (as pdfkit writes
 * them: two-byte glyph codes in hex strings of TJ and Tj). Enough to read back what the server
 * printed; not a general PDF text extractor.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const streamText = (object: PDFObject | undefined) => {
    const stream = object && pdf.context.lookup(object);
    return stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '';
  };
  return pdf.getPages().map((page) => {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const maps = new Map<string, Map<number, string>>();
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = pdf.context.lookup(ref, PDFDict);
      maps.set(name.decodeText(), toUnicodeMap(streamText(font.get(PDFName.of('ToUnicode')))));
    }
    const contents = page.node.get(PDFName.of('Contents'));
    const resolved = contents && pdf.context.lookup(contents);
    const parts = resolved instanceof PDFArray ? resolved.asArray() : [contents];
    const content = parts.map((part) => streamText(part)).join('\n');
    return showText(content, maps);
  });
}

/** bfchar and bfrange entries (single and array forms) of a ToUnicode CMap. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // pdfkit writes a ligature's letters as one hex string with spaces between them: <0644 0627>.
  const utf16 = (hex: string) => String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(code!, 16), utf16(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, list, start] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g,
    )) {
      const from = parseInt(low!, 16);
      const to = parseInt(high!, 16);
      const targets = list ? [...list.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((match) => utf16(match[1]!)) : undefined;
      for (let code = from; code <= to; code += 1) {
        map.set(code, targets ? targets[code - from]! : String.fromCharCode(parseInt(start!, 16) + code - from));
      }
    }
  }
  return map;
}

/** The shown strings of a content stream, one line per text object (BT … ET). */
function showText(content: string, maps: Map<string, Map<number, string>>): string {
  const lines: string[] = [];
  let font = new Map<number, string>();
  for (const object of content.matchAll(/BT([\s\S]*?)ET/g)) {
    let line = '';
    for (const [, fontName, shown] of object[1]!.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g)) {
      if (fontName) font = maps.get(fontName) ?? new Map();
      for (const [, hex] of shown?.matchAll(/<([0-9a-fA-F]*)>/g) ?? []) {
        line += (hex!.match(/.{4}/g) ?? []).map((code) => font.get(parseInt(code, 16)) ?? '').join('');
      }
    }
    lines.push(line);
  }
  return lines.join('\n');
}

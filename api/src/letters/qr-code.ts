import QRCode from 'qrcode';

/** The light margin a reader needs around the symbol, in modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/**
 * Draws the QR code of `text` as vector squares filling a `size`-point square, quiet zone
 * included: sharp at any print resolution and a few hundred bytes, where a picture would be
 * blurred or heavy. Each row's dark modules are drawn as runs, so a page holds tens of
 * rectangles, not hundreds.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, at: { x: number; y: number; size: number }): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const module = at.size / (modules.size + 2 * QUIET_ZONE);
  const origin = { x: at.x + QUIET_ZONE * module, y: at.y + QUIET_ZONE * module };
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      // A hair wider and taller, so neighbouring runs leave no hairline gap when rasterised.
      doc.rect(origin.x + start * module, origin.y + row * module, (column - start) * module + 0.05, module + 0.05);
    }
  }
  doc.fill();
  doc.restore();
}

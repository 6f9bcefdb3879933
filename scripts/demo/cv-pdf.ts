import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** A one-page CV, so that the demo's job applications carry a real PDF. */
export async function renderCvPdf(person: { name: string; role: string; email: string; phone: string; lines: string[] }) {
  const document = await PDFDocument.create();
  const page = document.addPage([595.28, 841.89]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.16, 0.15, 0.14);
  page.drawRectangle({ x: 0, y: 761, width: 595.28, height: 81, color: rgb(0.55, 0.33, 0.22) });
  page.drawText(person.name, { x: 48, y: 800, size: 24, font: bold, color: rgb(1, 1, 1) });
  page.drawText(person.role, { x: 48, y: 776, size: 12, font: regular, color: rgb(1, 1, 1) });
  page.drawText(`${person.email}  ·  ${person.phone}  ·  Tirana, Albania`, { x: 48, y: 730, size: 10, font: regular, color: ink });
  let y = 690;
  for (const line of person.lines) {
    const isHeading = line === line.toUpperCase();
    page.drawText(line, { x: 48, y, size: isHeading ? 11 : 10, font: isHeading ? bold : regular, color: ink });
    y -= isHeading ? 22 : 16;
  }
  return document.save();
}

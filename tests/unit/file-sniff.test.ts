import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LIBRARY_MSG } from "../../domain/messages.js";
import { decorationFilesError } from "../../server/services/uploads/decoration.js";
import { claimedKind, isCompletePng, sniff } from "../../server/services/uploads/sniff.js";

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();

describe("sniff: the type comes from the bytes", () => {
  it("walks a PNG to IEND and refuses one cut short or with a changed byte", async () => {
    const full = await png();
    expect(sniff(full)).toBe("png");
    expect(isCompletePng(full.subarray(0, full.length - 1))).toBe(false);
    const changed = Buffer.from(full);
    changed[40] = changed[40]! ^ 0xff;
    expect(sniff(changed)).toBeNull();
    expect(claimedKind(changed)).toBe("png");
  });

  it("wants a JPEG from SOI to EOI", async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    expect(sniff(jpeg)).toBe("jpeg");
    expect(sniff(jpeg.subarray(0, jpeg.length - 10))).toBeNull();
  });

  it("knows PDF (with its %%EOF), PostScript, DST, EMB and CSV", () => {
    expect(sniff(Buffer.from("%PDF-1.7\n...\n%%EOF\n"))).toBe("pdf");
    expect(sniff(Buffer.from("%PDF-1.7\n... cut"))).toBeNull();
    expect(sniff(Buffer.from("%!PS-Adobe-3.0 EPSF-3.0\n"))).toBe("postscript");
    expect(sniff(Buffer.concat([Buffer.from("LA:x"), Buffer.alloc(600)]))).toBe("dst");
    expect(sniff(Buffer.from("LA:short"))).not.toBe("dst");
    const ole = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(ole);
    expect(sniff(ole)).toBe("emb");
    expect(sniff(Buffer.from("name,price\nTee,10\n"))).toBe("csv");
  });

  it("spots SVG and HTML, whatever the name", () => {
    expect(sniff(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      "svg",
    );
    expect(sniff(Buffer.from("<html><body>hi</body></html>"))).toBe("html");
    expect(sniff(Buffer.from("a,b\n<script>alert(1)</script>\n"))).toBe("html");
  });

  it("proves nothing for empty or binary noise", () => {
    expect(sniff(Buffer.alloc(0))).toBeNull();
    expect(sniff(Buffer.from([0x00, 0x01, 0x02, 0x03]))).toBeNull();
  });
});

describe("decorationFilesError: decoration file rules", () => {
  it("embroidery takes .dst/.pdf/.emb and needs a .dst", () => {
    expect(decorationFilesError("embroidery", ["a.dst", "a.pdf"])).toBeNull();
    expect(decorationFilesError("embroidery", ["a.pdf", "a.emb"])).toBe(LIBRARY_MSG.embroideryNeedsDst);
    expect(decorationFilesError("embroidery", ["a.dst", "a.png"])).toBe(
      LIBRARY_MSG.notAccepted("a.png", ["dst", "pdf", "emb"]),
    );
  });

  it("additional embroidery needs a .pdf, digital .eps/.pdf/.ai, engraving .eps/.ai", () => {
    expect(decorationFilesError("additional_embroidery", ["a.pdf"])).toBeNull();
    expect(decorationFilesError("additional_embroidery", ["a.dst"])).not.toBeNull();
    expect(decorationFilesError("digital", ["a.eps", "b.ai", "c.pdf"])).toBeNull();
    expect(decorationFilesError("digital", ["a.png"])).not.toBeNull();
    expect(decorationFilesError("engraving", ["a.ai"])).toBeNull();
    expect(decorationFilesError("engraving", ["a.pdf"])).not.toBeNull();
    expect(decorationFilesError("engraving", [])).toBe(LIBRARY_MSG.noFiles);
  });
});

#!/usr/bin/python3
"""Writes the publications `make deb-check` renders in a clean Debian root, and checks the pages.

  scripts/deb-check-book.py make DIR    images.epub (a chapter per image format: JPEG, PNG, GIF,
                                        WebP, AVIF, JPEG XL, SVG, each a square of its own colour)
                                        and document.pdf (one page with a coloured square)
  scripts/deb-check-book.py check DIR   exits 1 unless each page rendered into DIR (page-NN.png,
                                        document.png, thumbnail.png) shows its square's colour (an
                                        image whose decoder is missing does not)

Every image decoder rrender loads with dlopen is reached, so a dependency the package forgot
leaves a page without its colour. AVIF and JPEG XL come from avifenc and cjxl (libavif-bin,
libjxl-tools), the others from Pillow.
"""
import io
import os
import subprocess
import sys
import tempfile
import zipfile

from PIL import Image

# Format, file extension, media type, colour (far from each other and from black and white).
FORMATS = [
    ("jpeg", "jpg", "image/jpeg", (200, 30, 30)),
    ("png", "png", "image/png", (30, 160, 40)),
    ("gif", "gif", "image/gif", (30, 60, 200)),
    ("webp", "webp", "image/webp", (220, 140, 0)),
    ("avif", "avif", "image/avif", (150, 0, 160)),
    ("jxl", "jxl", "image/jxl", (0, 150, 150)),
    ("svg", "svg", "image/svg+xml", (120, 80, 20)),
]
PDF_COLOUR = (40, 120, 220)


def image_bytes(kind, colour):
    square = Image.new("RGB", (160, 160), colour)
    if kind in ("jpeg", "png", "gif", "webp"):
        out = io.BytesIO()
        square.save(out, {"jpeg": "JPEG", "png": "PNG", "gif": "GIF", "webp": "WEBP"}[kind], quality=95)
        return out.getvalue()
    if kind == "svg":
        return ('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160">'
                '<rect width="160" height="160" fill="#%02x%02x%02x"/></svg>' % colour).encode()
    with tempfile.TemporaryDirectory() as scratch:
        png, out = os.path.join(scratch, "in.png"), os.path.join(scratch, "out." + kind)
        square.save(png)
        command = ["avifenc", "--min", "0", "--max", "4", png, out] if kind == "avif" else ["cjxl", "-d", "0", png, out]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(out, "rb") as f:
            return f.read()


def chapter(kind, extension):
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en"><head><title>{kind}</title></head>
<body><h1>A {kind.upper()} image</h1><p><img src="images/square.{extension}" alt="{kind} square"/></p></body></html>
"""


def epub(path):
    items, spine, nav = [], [], []
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip", compress_type=zipfile.ZIP_STORED)
        z.writestr("META-INF/container.xml", """<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
""", compress_type=zipfile.ZIP_DEFLATED)
        for kind, extension, media, colour in FORMATS:
            z.writestr(f"OEBPS/images/square.{extension}", image_bytes(kind, colour), compress_type=zipfile.ZIP_DEFLATED)
            z.writestr(f"OEBPS/{kind}.xhtml", chapter(kind, extension), compress_type=zipfile.ZIP_DEFLATED)
            cover = ' properties="cover-image"' if kind == "png" else ""
            items.append(f'<item id="img-{kind}" href="images/square.{extension}" media-type="{media}"{cover}/>')
            items.append(f'<item id="{kind}" href="{kind}.xhtml" media-type="application/xhtml+xml"/>')
            spine.append(f'<itemref idref="{kind}"/>')
            nav.append(f'<li><a href="{kind}.xhtml">{kind.upper()}</a></li>')
        z.writestr("OEBPS/nav.xhtml", f"""<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Contents</title></head>
<body><nav epub:type="toc"><ol>{''.join(nav)}</ol></nav></body></html>
""", compress_type=zipfile.ZIP_DEFLATED)
        z.writestr("OEBPS/package.opf", f"""<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:uuid:5b3c9a1e-2d4f-4e6a-8b7c-9d0e1f2a3b4c</dc:identifier>
<dc:title>Every image format</dc:title><dc:language>en</dc:language><meta property="dcterms:modified">2026-12-07T00:00:00Z</meta></metadata>
<manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>{''.join(items)}</manifest>
<spine>{''.join(spine)}</spine></package>
""", compress_type=zipfile.ZIP_DEFLATED)


def pdf(path):
    """One A6 page: a heading in Helvetica and a filled square."""
    r, g, b = (c / 255 for c in PDF_COLOUR)
    content = f"BT /F1 18 Tf 40 360 Td (A PDF page) Tj ET {r:.3f} {g:.3f} {b:.3f} rg 60 100 180 180 re f".encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out, offsets = bytearray(b"%PDF-1.4\n"), []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    with open(path, "wb") as f:
        f.write(out)


def shows(path, colour, tolerance=12):
    """True when the PNG at `path` has a 20×20 block of `colour` (within `tolerance` a channel)."""
    image = Image.open(path).convert("RGB")
    width, height = image.size
    pixels = image.load()
    near = lambda p: all(abs(a - b) <= tolerance for a, b in zip(p, colour))
    for y in range(0, height - 20, 10):
        for x in range(0, width - 20, 10):
            if near(pixels[x, y]) and near(pixels[x + 19, y + 19]) and near(pixels[x + 10, y + 10]):
                return True
    return False


def check(folder):
    out, failures = folder, []
    for index, (kind, _, _, colour) in enumerate(FORMATS, 1):
        page = os.path.join(out, f"page-{index:02d}.png")
        if not os.path.exists(page) or not shows(page, colour):
            failures.append(f"{kind}: page {index} does not show the image")
    for name, colour in (("document.png", PDF_COLOUR), ("thumbnail.png", FORMATS[1][3])):
        path = os.path.join(out, name)
        if not os.path.exists(path) or not shows(path, colour, tolerance=24):
            failures.append(f"{name}: the square is missing")
    for failure in failures:
        print("deb-check: " + failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("make", "check"):
        sys.exit(__doc__)
    folder = sys.argv[2]
    if sys.argv[1] == "make":
        os.makedirs(folder, exist_ok=True)
        epub(os.path.join(folder, "images.epub"))
        pdf(os.path.join(folder, "document.pdf"))
    else:
        sys.exit(check(folder))

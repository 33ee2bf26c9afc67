#!/usr/bin/python3
"""Writes the hand-made seeds of the fuzz targets into Fuzz/<Target>/Corpus/seed-* (FuzzZIP's
in Fuzz/ZIP/Corpus/, beside its source).

The kept corpora are these seeds plus what the campaigns found
(scripts/fuzz.sh merges new inputs in). The seeds are small files written here, never copies of
../shared/corpus. Run it again after changing it; it rewrites only seed-* files.

Needs Debian's python3-fonttools, python3-pil, qpdf, zip, webp, libavif-bin and libjxl-tools
(developer tools: the everyday build and tests only read the files it wrote).
"""
import io
import os
import struct
import subprocess
import sys
import tempfile
import zipfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEPARATOR = b"\n%%fuzz-part%%\n"  # FuzzPackage.separator


def write(target, name, data):
    folder = os.path.join(ROOT, "Fuzz", target[len("Fuzz"):], "Corpus")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "seed-" + name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode("utf-8"))


# --- Publications ---------------------------------------------------------------------------

CONTAINER = """<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>"""

OPF = """<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="en" prefix="rendition: http://www.idpf.org/vocab/rendition/#">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="uid">urn:uuid:0ab8e8f4-3c7a-4b1e-9d5e-2f6a7c8b9d01</dc:identifier>
<dc:title id="t">Seed</dc:title><meta refines="#t" property="title-type">main</meta>
<dc:creator id="c">A. Writer</dc:creator><meta refines="#c" property="file-as">Writer, A.</meta>
<dc:language>en</dc:language><meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>
<meta property="rendition:layout">%s</meta><meta name="cover" content="cover"/>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
<item id="c1" href="text/c1.xhtml" media-type="application/xhtml+xml"/>
<item id="c2" href="text/c2.xhtml" media-type="application/xhtml+xml" properties="svg" fallback="c1"/>
<item id="css" href="style.css" media-type="text/css"/>
<item id="cover" href="images/cover.png" media-type="image/png" properties="cover-image"/>
<item id="font" href="fonts/f.otf" media-type="font/otf"/>
</manifest>
<spine toc="ncx" page-progression-direction="%s">
<itemref idref="c1" properties="page-spread-right"/><itemref idref="c2" linear="no"/><itemref idref="nav"/>
</spine>
<guide><reference type="text" href="text/c1.xhtml#start" title="Start"/></guide>
</package>"""

NCX = """<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><head><meta name="dtb:uid" content="x"/></head>
<docTitle><text>Seed</text></docTitle><navMap>
<navPoint id="n1" playOrder="1"><navLabel><text>One</text></navLabel><content src="text/c1.xhtml"/>
<navPoint id="n2" playOrder="2"><navLabel><text>Two</text></navLabel><content src="text/c2.xhtml#s2"/></navPoint></navPoint>
</navMap><pageList><pageTarget id="p1" type="normal" value="1"><navLabel><text>1</text></navLabel><content src="text/c1.xhtml#p1"/></pageTarget></pageList></ncx>"""

NAV = """<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Nav</title></head><body>
<nav epub:type="toc"><h1>Contents</h1><ol><li><a href="text/c1.xhtml">One</a><ol><li><a href="text/c2.xhtml#s2">Two</a></li></ol></li>
<li><span>Heading only</span><ol><li><a href="text/c1.xhtml#p1">Deep</a></li></ol></li></ol></nav>
<nav epub:type="page-list"><ol><li><a href="text/c1.xhtml#p1">1</a></li><li><a href="text/c2.xhtml#p2">ii</a></li></ol></nav>
<nav epub:type="landmarks"><ol><li><a epub:type="bodymatter" href="text/c1.xhtml">Start</a></li></ol></nav></body></html>"""

ENCRYPTION = """<?xml version="1.0"?>
<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
<enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.idpf.org/2008/embedding"/>
<enc:CipherData><enc:CipherReference URI="OEBPS/fonts/f.otf"/></enc:CipherData></enc:EncryptedData>
<enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/>
<enc:CipherData><enc:CipherReference URI="OEBPS/text/c2.xhtml"/></enc:CipherData></enc:EncryptedData></encryption>"""

CHAPTER = """<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en"><head><title>One</title>
<link rel="stylesheet" href="../style.css"/></head><body><section id="start" epub:type="chapter"><h1>One</h1>
<p id="p1">Call me Ishmael. <a href="c2.xhtml#s2">Next</a> <img src="../images/cover.png" alt="cover"/></p></section></body></html>"""

SVG_CHAPTER = """<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100" id="s2">
<image width="100" height="100" xlink:href="../images/cover.png"/><text x="10" y="50">Two</text></svg>"""

CSS_FILE = """@font-face { font-family: "Seed"; src: url(fonts/f.otf) format("opentype"); }
body { font-family: "Seed", serif; margin: 0 5%; } h1 { break-before: page; }"""


def epub_files(layout="reflowable", direction="ltr"):
    return [
        ("mimetype", b"application/epub+zip"),
        ("META-INF/container.xml", CONTAINER.encode()),
        ("OEBPS/package.opf", (OPF % (layout, direction)).encode()),
        ("OEBPS/toc.ncx", NCX.encode()),
        ("OEBPS/nav.xhtml", NAV.encode()),
        ("OEBPS/text/c1.xhtml", CHAPTER.encode()),
        ("OEBPS/text/c2.xhtml", SVG_CHAPTER.encode()),
        ("OEBPS/style.css", CSS_FILE.encode()),
        ("OEBPS/images/cover.png", png(3, 2)),
    ]


def zipped(files, compression=zipfile.ZIP_DEFLATED, comment=b"", zip64=False):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.comment = comment
        for name, data in files:
            info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_STORED if name == "mimetype" else compression
            archive.writestr(info, data) if not zip64 else archive.open(info, "w", force_zip64=True).write(data)
    return buffer.getvalue()


def streamed(files):
    """A ZIP written to a pipe, as `zip -` does: sizes in data descriptors."""
    with tempfile.TemporaryDirectory() as folder:
        for name, data in files:
            path = os.path.join(folder, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(data)
        names = [name for name, _ in files]
        return subprocess.run(["zip", "-q", "-X", "-D", "-", *names], cwd=folder, check=True, capture_output=True).stdout


def seeds_zip():
    files = epub_files()
    write("FuzzZIP", "deflated.epub", zipped(files))
    write("FuzzZIP", "stored.epub", zipped(files, zipfile.ZIP_STORED, comment=b"a comment"))
    write("FuzzZIP", "zip64.epub", zipped(files[:4], zip64=True))
    write("FuzzZIP", "streamed.epub", streamed(files[:5]))
    write("FuzzZIP", "fixed-rtl.epub", zipped(epub_files("pre-paginated", "rtl")[:6]))
    write("FuzzZIP", "empty.zip", zipped([]))
    write("FuzzZIP", "directories.zip", zipped([("mimetype", b"application/epub+zip"), ("META-INF/", b""), ("a/b/", b"")]))


def seeds_package():
    opf = (OPF % ("reflowable", "ltr")).encode()
    write("FuzzPackage", "epub3.parts", SEPARATOR.join([opf, NCX.encode(), NAV.encode(), CONTAINER.encode(), ENCRYPTION.encode()]))
    write("FuzzPackage", "fixed-rtl.parts", SEPARATOR.join([(OPF % ("pre-paginated", "rtl")).encode(), b"", NAV.encode()]))
    epub2 = opf.replace(b'version="3.0"', b'version="2.0"').replace(b' properties="nav"', b"")
    write("FuzzPackage", "epub2-ncx.parts", SEPARATOR.join([epub2, NCX.encode(), b""]))


# --- Text formats ---------------------------------------------------------------------------

XHTML = {
    "entities.xhtml": """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>&amp; &nbsp;&mdash;&eacute;</title></head>
<body><p>&lt;&#x1F600;&#233;&hellip;&copy;<![CDATA[ <raw> & ]]><!-- comment --><?pi data?></p></body></html>""",
    "internal-subset.xml": """<?xml version="1.0"?>
<!DOCTYPE r [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;"><!ENTITY ext SYSTEM "file:///etc/passwd"><!ATTLIST r x CDATA "d">]>
<r xmlns="urn:x" xmlns:p="urn:p" p:at="1">&b;&ext;<p:child xml:lang="fr" xml:space="preserve"> t </p:child></r>""",
    "namespaces.xhtml": """<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xmlns:m="http://www.w3.org/1998/Math/MathML">
<body epub:type="bodymatter"><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="#x"><text>t</text></a></svg>
<m:math><m:mi>x</m:mi></m:math><p xmlns:q="urn:q" q:a="&#9;&#10;&#13;&quot;">text&#13;</p></body></html>""",
    "broken.html": """<html><body><p>unclosed <b>bold <i>both</b> done<br><img src=x.png alt=no quotes>
<table><tr><td>cell<td>two</table>&nbsp;&bogus; <p>last""",
    "latin1.xhtml": "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>caf\xe9</p></body></html>",
    "odd-names.html": """<html><body><x:y:z a:b:c="1">prefixed</x:y:z><svg><foreignObject><p>in</p></foreignObject></svg>
<1bad>digit</1bad><p a="1" a="2">dup</p><math><mi>m</mi></math></body></html>""",
}

CSS = {
    "selectors.css": """@charset "utf-8"; @import url(other.css) screen;
:root { --m: 1em; --c: red } html { font: 16px/1.5 serif }
body > p:first-child::first-letter { float: left; font-size: 3em; initial-letter: 2 }
p:nth-child(2n+1):not(.x), a[href^="#"], li:nth-of-type(odd), *|q, [lang|="fr"] { color: var(--c, blue) }
h1 + p, h1 ~ ul, section:has(> h1) { margin: calc(var(--m) * 2 + 3px) auto }
@media (min-width: 30em) and (orientation: portrait), print { .b { columns: 2 12em; column-rule: 1px solid } }
@supports (display: grid) and (not (display: inline-grid)) { div { display: flow-root } }
@page :first { margin: 1in; @top-center { content: "x" } }
@font-face { font-family: "F"; src: local(F), url(f.woff2) format("woff2"), url(data:font/ttf;base64,AAEAAA==); font-weight: 100 900; unicode-range: U+0-7F }
@namespace epub url(http://www.idpf.org/2007/ops); [epub|type~="footnote"] { display: none }""",
    "values.css": """p { margin: 1em 2% -3px 0; padding-inline: 1ch 2ex; border: thin dotted rgb(1 2 3 / 50%);
border-radius: 10px / 20% 30%; background: url(a.png) no-repeat 50% / cover, linear-gradient(45deg, red, blue 40%);
text-shadow: 1px 1px 2px #0008; transform: rotate(3deg); font-variant: small-caps; hyphens: auto; text-align: justify;
writing-mode: vertical-rl; text-combine-upright: digits 2; text-emphasis: filled sesame red; text-decoration: underline wavy;
counter-increment: c 2; content: counter(c, lower-roman) ". " attr(title) open-quote; quotes: "«" "»";
width: min(100%, 30em); height: clamp(1em, 10vh, 5em) !important; line-height: normal; orphans: 2; widows: 3 }
li::marker { content: "→" } ol { list-style: upper-alpha inside } table { border-collapse: collapse; border-spacing: 2px 4px }""",
    "broken.css": """p { color: red; ; ; margin: } } a { b: c d { } @media { x { } } /* unterminated
url(unterminated "string \\
@import "x.css" @font-face { } \\0041 \\1F600 { } #{ } .\\31 23 { } @-moz-document url-prefix() { }""",
}

LAYOUT = {
    "flow.xhtml": """<html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><style>
body { margin: 0 } .f { float: left; width: 40%; height: 3em; background: #ccc } .r { float: right; clear: left }
h1 { break-before: page; border-bottom: 2px solid } p { text-indent: 1em; widows: 2; orphans: 2 } .a { position: absolute; top: 1em; right: 1em }
</style></head><body><h1>Title</h1><div class="f">float</div><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod
tempor incididunt ut labore et dolore magna aliqua.</p><div class="r">right</div><p class="a">abs</p>
<ul><li>one</li><li>two<ol start="9"><li>nine</li></ol></li></ul><hr/><pre>pre   formatted
  text</pre><p><img src="a.png" alt="a"/> image <sup>1</sup><sub>2</sub><br/>after</p></body></html>""",
    "table.xhtml": """<html xmlns="http://www.w3.org/1999/xhtml"><head><style>table { border-collapse: collapse; width: 100% } td { border: 1px solid }
caption { caption-side: bottom }</style></head><body><table><caption>cap</caption><colgroup><col span="2" style="width: 30%"/></colgroup>
<thead><tr><th colspan="3">head</th></tr></thead><tbody><tr><td rowspan="2">a</td><td>b</td><td>c</td></tr><tr><td colspan="2">d</td></tr></tbody>
<tfoot><tr><td>f</td></tr></tfoot></table><div style="display: table"><div style="display: table-cell">anon</div></div></body></html>""",
    "vertical.xhtml": """<html xmlns="http://www.w3.org/1999/xhtml" lang="ja"><head><style>html { writing-mode: vertical-rl }
.tcy { text-combine-upright: all } .h { writing-mode: horizontal-tb; width: 5em } ruby { ruby-position: over }
em { text-emphasis: sesame } p { line-break: strict; text-orientation: mixed }</style></head><body><p>吾輩は<ruby>猫<rt>ねこ</rt></ruby>である。
名前は<span class="tcy">12</span>月<em>まだ</em>無い。Latin text</p><div class="h">horizontal inside</div></body></html>""",
    "columns.xhtml": """<html xmlns="http://www.w3.org/1999/xhtml"><head><style>.m { columns: 3; column-gap: 1em; column-rule: 1px solid; height: 8em }
.s { column-span: all } .n { display: flex; gap: 4px } .g { display: grid; grid-template-columns: 1fr 2fr }</style></head><body>
<div class="m"><p>one two three four five six seven eight nine ten</p><h2 class="s">span</h2><p>eleven twelve thirteen</p></div>
<div class="n"><span>a</span><span>b</span></div><div class="g"><p>c</p><p>d</p></div></body></html>""",
    "bidi.xhtml": """<html xmlns="http://www.w3.org/1999/xhtml"><head><style>p::first-line { font-weight: bold } p::before { content: "[" counter(x) "]" }
.r { direction: rtl; unicode-bidi: isolate } body { counter-reset: x 5; hyphens: auto; text-align: justify }</style></head>
<body><p class="r">שלום עולם <bdi>abc</bdi> مرحبا</p><p lang="en">Hyphenation extraordinarily incomprehensibilities &shy;soft</p>
<p style="white-space: pre-wrap; tab-size: 4">tabs	here	 and   spaces</p><p style="font-size: 0; line-height: 0">zero</p></body></html>""",
}

SVG = {
    "shapes.svg": """<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" viewBox="0 0 120 80" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
<pattern id="p" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="2"/></pattern>
<clipPath id="c"><circle cx="40" cy="40" r="30"/></clipPath><filter id="f"><feGaussianBlur stdDeviation="2"/><feImage xlink:href="pic.png"/></filter></defs>
<style>rect { stroke: black } .t { font: 10px serif }</style><rect width="50" height="30" fill="url(#g)" clip-path="url(#c)"/>
<circle id="o" cx="80" cy="40" r="20" fill="url(#p)" filter="url(#f)"/><use xlink:href="#o" x="10"/>
<path d="M10 70 L60 50 Q90 80 110 60 A5 5 0 0 1 100 70 Z" fill="none" stroke="#333" stroke-dasharray="2 1"/></svg>""",
    "text.svg": """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><text x="10 20 30 40" y="50 55" rotate="5 10" font-size="12">Four letters</text>
<text x="5" y="90" writing-mode="tb" textLength="80" lengthAdjust="spacingAndGlyphs"><tspan dx="1 2" dy="3">span</tspan> tail</text>
<text><textPath href="#no">path</textPath></text></svg>""",
    "images.svg": """<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40">
<image width="20" height="20" xlink:href="../images/pic.png"/><image x="20" width="20" height="20" href="missing.png"/>
<image y="20" width="10" height="10" xlink:href="http://example.com/x.png"/><image x="10" y="20" width="10" height="10" href="file:///etc/passwd"/>
<image x="20" y="20" width="10" height="10" href="data:image/png;base64,iVBORw0KGgo="/><image href="pic.svg#frag"/></svg>""",
    "nested.svg": """<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY e "<rect width='5' height='5'/>">]>
<svg xmlns="http://www.w3.org/2000/svg"><svg x="10" width="50" height="50" viewBox="0 0 10 10">&e;<g transform="matrix(1 0 0 1 2 2) skewX(10)">
<polygon points="0,0 5,0 5,5" opacity=".5"/><ellipse rx="3" ry="2" mask="url(#m)"/></g></svg><mask id="m"><rect width="100%" height="100%" fill="white"/></mask>
<switch><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">html</p></foreignObject><text>fallback</text></switch></svg>""",
}


def seeds_text():
    for name, text in XHTML.items():
        write("FuzzXHTML", name, text.encode("latin-1") if name == "latin1.xhtml" else text.encode())
    for name, text in CSS.items():
        write("FuzzCSS", name, text)
    for target in ("FuzzLayoutFixed", "FuzzLayoutPango"):
        for name, text in LAYOUT.items():
            write(target, name, text)
    for name, text in SVG.items():
        write("FuzzSVG", name, text)


# --- Images ---------------------------------------------------------------------------------


def png(width, height, alpha=False):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    pixel = b"\x20\x80\xe0\x80" if alpha else b"\x20\x80\xe0"
    raw = b"".join(b"\x00" + pixel * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6 if alpha else 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def seeds_images():
    from PIL import Image

    picture = Image.new("RGB", (9, 7), (30, 120, 200))
    picture.putpixel((2, 3), (250, 10, 10))
    with tempfile.TemporaryDirectory() as folder:
        def saved(name, image, **options):
            path = os.path.join(folder, name)
            image.save(path, **options)
            return open(path, "rb").read()

        write("FuzzImages", "rgb.png", png(3, 2))
        write("FuzzImages", "alpha.png", png(2, 2, alpha=True))
        write("FuzzImages", "palette.png", saved("p.png", picture.convert("P")))
        write("FuzzImages", "grey-alpha.png", saved("g.png", picture.convert("LA")))
        write("FuzzImages", "baseline.jpg", saved("b.jpg", picture, quality=80))
        write("FuzzImages", "progressive.jpg", saved("p.jpg", picture, quality=60, progressive=True))
        write("FuzzImages", "cmyk.jpg", saved("c.jpg", picture.convert("CMYK")))
        write("FuzzImages", "grey.jpg", saved("g.jpg", picture.convert("L")))
        frames = [picture.convert("P"), Image.new("P", (9, 7), 3)]
        write("FuzzImages", "animated.gif", saved("a.gif", frames[0], save_all=True, append_images=frames[1:], loop=0, duration=50))
        write("FuzzImages", "interlaced.gif", saved("i.gif", picture.convert("P"), interlace=True))
        source = os.path.join(folder, "s.png")
        picture.save(source)
        for name, command in [
            ("lossy.webp", ["cwebp", "-quiet", "-q", "50"]), ("lossless.webp", ["cwebp", "-quiet", "-lossless"]),
        ]:
            out = os.path.join(folder, name)
            subprocess.run(command + [source, "-o", out], check=True)
            write("FuzzImages", name, open(out, "rb").read())
        out = os.path.join(folder, "x.avif")
        subprocess.run(["avifenc", "-s", "10", source, out], check=True, capture_output=True)
        write("FuzzImages", "small.avif", open(out, "rb").read())
        out = os.path.join(folder, "x.jxl")
        subprocess.run(["cjxl", "-q", "80", "--quiet", source, out], check=True, capture_output=True)
        write("FuzzImages", "small.jxl", open(out, "rb").read())
    write("FuzzImages", "viewbox.svg", '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>')


# --- Fonts ----------------------------------------------------------------------------------


def font(cff=False, vertical=False):
    """A small font of a few glyphs made with fontTools' FontBuilder: TrueType outlines or CFF,
    kerning (GPOS) and a ligature (GSUB), vertical metrics when asked."""
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.t2CharStringPen import T2CharStringPen
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    from fontTools.feaLib.builder import addOpenTypeFeaturesFromString

    names = [".notdef", "space", "A", "V", "f", "i", "fi", "uni65E5"]
    cmap = {0x20: "space", 0x41: "A", 0x56: "V", 0x66: "f", 0x69: "i", 0x65E5: "uni65E5"}
    builder = FontBuilder(1000, isTTF=not cff)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap(cmap)

    def draw(pen, name):
        if name == "space":
            return
        pen.moveTo((50, 0))
        pen.lineTo((450, 700) if name != "V" else (250, 0))
        pen.lineTo((550, 0) if name != "V" else (500, 700))
        pen.closePath()

    if cff:
        charstrings = {}
        for name in names:
            pen = T2CharStringPen(600, None)
            draw(pen, name)
            charstrings[name] = pen.getCharString()
        builder.setupCFF("SeedCFF", {"FullName": "Seed CFF"}, charstrings, {})
    else:
        glyphs = {}
        for name in names:
            pen = TTGlyphPen(None)
            draw(pen, name)
            glyphs[name] = pen.glyph()
        builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics({name: (600, 50) for name in names})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({"familyName": "Seed", "styleName": "Regular"})
    builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    builder.setupPost()
    if vertical:
        builder.setupVerticalMetrics({name: (1000, 100) for name in names})
        builder.setupVerticalHeader(ascent=500, descent=-500)
    addOpenTypeFeaturesFromString(builder.font, "feature kern { pos A V -80; } kern; feature liga { sub f i by fi; } liga;")
    buffer = io.BytesIO()
    builder.save(buffer)
    return buffer.getvalue()


def obfuscated(data, scheme):
    """`data` as a book stores it, IDPF- or Adobe-obfuscated with FuzzFonts.identifier's key."""
    import hashlib
    import uuid

    identifier = "urn:uuid:0ab8e8f4-3c7a-4b1e-9d5e-2f6a7c8b9d01"
    if scheme == "idpf":
        key, length = hashlib.sha1(identifier.encode()).digest(), 1040
    else:
        key, length = uuid.UUID(identifier[len("urn:uuid:"):]).bytes, 1024
    head = bytes(b ^ key[i % len(key)] for i, b in enumerate(data[:length]))
    return head + data[length:]


def seeds_fonts():
    from fontTools.ttLib import TTFont

    truetype, cff = font(), font(cff=True, vertical=True)
    write("FuzzFonts", "truetype.ttf", b"\x00" + truetype)
    write("FuzzFonts", "cff.otf", b"\x00" + cff)
    write("FuzzFonts", "idpf.ttf", b"\x01" + obfuscated(truetype, "idpf"))
    write("FuzzFonts", "adobe.otf", b"\x02" + obfuscated(cff, "adobe"))
    for flavor in ("woff", "woff2"):
        loaded = TTFont(io.BytesIO(truetype))
        loaded.flavor = flavor
        buffer = io.BytesIO()
        loaded.save(buffer)
        write("FuzzFonts", "truetype." + flavor, b"\x00" + buffer.getvalue())


# --- PDF ------------------------------------------------------------------------------------


def pdf(objects, root=1, info=None, broken_xref=False):
    """A PDF of `objects` (bodies of objects 1…n) with a correct (or deliberately wrong) xref."""
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    start = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % (offset + (7 if broken_xref else 0))
    trailer = b"/Size %d /Root %d 0 R" % (len(objects) + 1, root) + (b" /Info %d 0 R" % info if info else b"")
    out += b"trailer\n<< " + trailer + b" >>\nstartxref\n%d\n%%%%EOF\n" % start
    return bytes(out)


def stream(data, extra=b""):
    return b"<< /Length %d %s>>\nstream\n" % (len(data), extra) + data + b"\nendstream"


def seeds_pdf():
    content = b"BT /F1 24 Tf 72 700 Td (Hello, PDF) Tj ET 0 0 1 rg 72 600 200 50 re f q 50 0 0 50 300 500 cm /Im1 Do Q"
    image = zlib.compress(b"\xff\x00\x00\x00\xff\x00\x00\x00\xff\xff\xff\xff")
    text = [
        b"<< /Type /Catalog /Pages 2 0 R /Outlines 8 0 R /Lang (fr-FR) /ViewerPreferences << /Direction /R2L >> >>",
        b"<< /Type /Pages /Kids [3 0 R 6 0 R] /Count 2 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Annots [10 0 R]"
        b" /Resources << /Font << /F1 5 0 R >> /XObject << /Im1 11 0 R >> >> >>",
        stream(content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Rotate 90 /Contents 7 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        stream(b"BT /F1 12 Tf 10 50 Td (Second page) Tj ET"),
        b"<< /Type /Outlines /First 9 0 R /Last 9 0 R /Count 1 >>",
        b"<< /Title (Chapter \\(one\\)) /Parent 8 0 R /Dest [6 0 R /XYZ 0 100 0] >>",
        b"<< /Type /Annot /Subtype /Link /Rect [72 600 272 650] /A << /S /URI /URI (https://example.com/) >> >>",
        stream(image, b"/Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode "),
        b"<< /Title (Seed \\376\\377) /Author <FEFF00410042> /Subject (s) /Keywords (k) /Creator (c) /Producer (p) >>",
    ]
    plain = pdf(text, info=12)
    write("FuzzPDF", "text.pdf", plain)
    write("FuzzPDF", "broken-xref.pdf", pdf(text, info=12, broken_xref=True))
    huge = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 14400 14400] /UserUnit 75000 /Contents 4 0 R >>",
        stream(b"0.5 g 0 0 14400 14400 re f"),
    ]
    write("FuzzPDF", "huge-page.pdf", pdf(huge))
    write("FuzzPDF", "no-pages.pdf", pdf([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [] /Count 0 >>"]))
    with tempfile.TemporaryDirectory() as folder:
        source = os.path.join(folder, "in.pdf")
        open(source, "wb").write(plain)
        for name, options in [
            ("encrypted-rc4.pdf", ["--allow-weak-crypto", "--encrypt", "user", "owner", "128", "--use-aes=n", "--"]),
            ("encrypted-aes.pdf", ["--encrypt", "user", "owner", "256", "--"]),
            ("object-streams.pdf", ["--object-streams=generate", "--compress-streams=y"]),
            ("linearized.pdf", ["--linearize"]),
        ]:
            out = os.path.join(folder, name)
            subprocess.run(["qpdf", "--static-id", *options, source, out], check=True)
            write("FuzzPDF", name, open(out, "rb").read())


def main():
    steps = {"zip": seeds_zip, "package": seeds_package, "text": seeds_text, "images": seeds_images, "fonts": seeds_fonts, "pdf": seeds_pdf}
    for name in sys.argv[1:] or steps:
        steps[name]()


if __name__ == "__main__":
    main()

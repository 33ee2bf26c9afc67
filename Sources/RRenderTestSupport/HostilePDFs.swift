import Foundation

/// PDFs written object by object and damaged on purpose, as no PDF library would write them:
/// page trees that loop, page counts that lie, media boxes of 10^30 points, cross-reference
/// tables that point nowhere, files cut short.
public enum HostilePDFs {
    /// A PDF whose objects are `objects` (object `n` is `objects[n - 1]`, a dictionary or a
    /// stream written as is), with the catalog as object 1. `xref: false` writes a table whose
    /// offsets are all wrong (Poppler must rebuild it by scanning).
    public static func document(_ objects: [String], xref: Bool = true) -> [UInt8] {
        document(bytes: objects.map { Array($0.utf8) }, xref: xref)
    }

    /// `document(_:xref:)` for objects given as bytes (streams of binary data).
    static func document(bytes objects: [[UInt8]], xref: Bool = true) -> [UInt8] {
        var out = Array("%PDF-1.7\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(out.count)
            out += Array("\(index + 1) 0 obj\n".utf8) + object + Array("\nendobj\n".utf8)
        }
        let start = out.count
        var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { table += String(format: "%010d 00000 n \n", xref ? offset : 7) }
        table += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref ? start : 999_999)\n%%EOF\n"
        return out + Array(table.utf8)
    }

    /// A content stream drawing a green square.
    static let content = stream("0 0.6 0 rg 50 50 200 200 re f")

    /// A stream object with `data` and its true length.
    static func stream(_ data: String) -> String {
        "<< /Length \(data.utf8.count) >>\nstream\n\(data)\nendstream"
    }

    /// A page under object 2 with `mediaBox`, its content in object 4.
    static func page(mediaBox: String = "[0 0 612 792]", extra: String = "") -> String {
        "<< /Type /Page /Parent 2 0 R /MediaBox \(mediaBox) /Contents 4 0 R \(extra) >>"
    }

    /// A well-formed one-page PDF (the base the others damage).
    public static var valid: [UInt8] {
        document(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", page(), content])
    }

    /// A one-page PDF drawing a grey image of 30720 × 30720 pixels (900 MiB of zeros, deflated
    /// to under a megabyte): decoded whole, it takes 3.6 GB.
    public static var hugeImage: [UInt8] {
        let side = 30_720, count = UInt64(side * side)
        let adler = UInt32(count % 65_521) << 16 | 1
        let data =
            [0x78, 0xDA] + ZIPFixture.deflatedZeros(count: count)
            + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        let image =
            Array(
                ("<< /Type /XObject /Subtype /Image /Width \(side) /Height \(side) /ColorSpace /DeviceGray "
                    + "/BitsPerComponent 8 /Filter /FlateDecode /Length \(data.count) >>\nstream\n").utf8) + data
            + Array("\nendstream".utf8)
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            page(extra: "/Resources << /XObject << /Im 5 0 R >> >>"), stream("q 612 0 0 792 0 0 cm /Im Do Q")
        ]
        return document(bytes: objects.map { Array($0.utf8) } + [image])
    }

    /// The damaged PDFs, by file name.
    public static var damaged: [(name: String, bytes: [UInt8])] {
        let catalog = "<< /Type /Catalog /Pages 2 0 R >>"
        let onePage = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"
        let huge = "1000000000000000000000000000000"
        var cases: [(String, [UInt8])] = [
            ("cycle.pdf", document([catalog, "<< /Type /Pages /Kids [2 0 R 3 0 R 2 0 R] /Count 3 >>", page(), content])),
            (
                "kids-loop.pdf",
                document([
                    catalog, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                    "<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 3 0 R] /Count 1 >>", content
                ])
            ),
            ("lying-count.pdf", document([catalog, "<< /Type /Pages /Kids [3 0 R] /Count 2147483647 >>", page(), content])),
            (
                "negative-count.pdf",
                document([catalog, "<< /Type /Pages /Kids [3 0 R] /Count -9223372036854775808 >>", page(), content])
            ),
            ("huge-mediabox.pdf", document([catalog, onePage, page(mediaBox: "[0 0 \(huge) \(huge)]"), content])),
            ("negative-mediabox.pdf", document([catalog, onePage, page(mediaBox: "[0 0 -\(huge) -612]"), content])),
            ("empty-mediabox.pdf", document([catalog, onePage, page(mediaBox: "[0 0 0 0]"), content])),
            ("tiny-mediabox.pdf", document([catalog, onePage, page(mediaBox: "[0 0 0.0000001 \(huge)]"), content])),
            (
                "garbage-mediabox.pdf",
                document([catalog, onePage, page(mediaBox: "[/nan (x) true null]", extra: "/Rotate 2147483647"), content])
            ),
            ("huge-userunit.pdf", document([catalog, onePage, page(extra: "/UserUnit \(huge) /Rotate -2147483648"), content])),
            ("broken-xref.pdf", document([catalog, onePage, page(), content], xref: false)),
            (
                "lying-length.pdf",
                document([
                    catalog, onePage, page(),
                    "<< /Length 2147483647 >>\nstream\n0 0 1 rg 0 0 10 10 re f\nendstream"
                ])
            ),
            ("truncated.pdf", Array(valid.prefix(valid.count / 2))),
            ("header-only.pdf", Array("%PDF-1.7\n".utf8)),
            ("no-root.pdf", Array(String(decoding: valid, as: UTF8.self).replacingOccurrences(of: "/Root 1 0 R", with: "").utf8)),
            // An outline whose items are each other's next sibling and their own first child.
            (
                "outline-loop.pdf",
                document([
                    "<< /Type /Catalog /Pages 2 0 R /Outlines 5 0 R >>", onePage, page(), content,
                    "<< /Type /Outlines /First 6 0 R /Last 7 0 R /Count 2 >>",
                    "<< /Title (A) /Parent 5 0 R /Next 7 0 R /First 6 0 R /Last 6 0 R /Count 1 /Dest [3 0 R /Fit] >>",
                    "<< /Title (B) /Parent 5 0 R /Next 6 0 R /Prev 6 0 R /First 5 0 R /Dest [99 0 R /Fit] >>"
                ])
            )
        ]
        cases.append(("huge-image.pdf", hugeImage))
        // A page tree 5,000 levels deep.
        let depth = 5_000
        var deep = [catalog]
        for level in 0..<depth {
            let parent = level == 0 ? "" : "/Parent \(level + 1) 0 R"
            deep.append("<< /Type /Pages \(parent) /Kids [\(level + 3) 0 R] /Count 1 >>")
        }
        deep.append("<< /Type /Page /Parent \(depth + 1) 0 R /MediaBox [0 0 612 792] >>")
        cases.append(("deep-tree.pdf", document(deep)))
        return cases
    }
}

import Foundation
import RRender
import RRenderBatch
import RRenderTestSupport

/// Small EPUBs with covers declared every way, and the pixels to look for.
enum CoverFixtures {
    /// A cover image: red above, blue below, `width × height` pixels.
    static func coverPNG(width: Int = 300, height: Int = 400) -> [UInt8] {
        var image = PixelImage(width: width, height: height, fill: 0xFFFF_0000)
        for y in height / 2..<height {
            for x in 0..<width { image[x, y] = 0xFF00_00FF }
        }
        return image.pngData()
    }

    /// An SVG cover of 300 × 400 user units: green above, blue below.
    static let coverSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">
          <rect width="300" height="200" fill="#00ff00"/><rect y="200" width="300" height="200" fill="#0000ff"/></svg>
        """

    /// A cover page: a page filled with a magenta block.
    static let coverPage = EPUBBuilder.Chapter(
        id: "cover-page", href: "cover.xhtml", title: "Cover",
        document: """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Cover</title></head>
            <body style="margin:0"><div style="background:#ff00ff;height:700px">&#160;</div></body></html>
            """)

    /// A book whose first chapter is plain text and which declares nothing.
    static func plainBook() -> EPUBBuilder {
        EPUBBuilder(chapters: [.init(title: "Opening", body: "<p>Call me Ishmael.</p>"), .init(title: "Two")])
    }

    /// Writes `book` to a temporary file and makes its thumbnail.
    static func thumbnail(_ book: EPUBBuilder, size: Int = 256) throws -> Thumbnail {
        let url = try book.writeTemporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        return try Thumbnailer(options: ThumbnailOptions(size: size)).thumbnail(path: url.path)
    }
}

extension PixelImage {
    /// The straight RGB of the pixel at the given fractions of the width and height.
    func rgb(atX fx: Double, y fy: Double) -> UInt32 {
        let c = color(x: min(width - 1, Int(Double(width) * fx)), y: min(height - 1, Int(Double(height) * fy)))
        return UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue)
    }

    /// The mean absolute difference of the channels of two images of the same size, in 0…1.
    func meanDifference(_ other: PixelImage) -> Double {
        precondition(width == other.width && height == other.height, "sizes differ")
        var total = 0
        for y in 0..<height {
            for x in 0..<width {
                let a = color(x: x, y: y), b = other.color(x: x, y: y)
                total += abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
            }
        }
        return Double(total) / Double(3 * 255 * max(1, width * height))
    }
}

/// Colours nearly equal (antialiasing and resampling at the edges aside).
func near(_ a: UInt32, _ b: UInt32, tolerance: Int = 24) -> Bool {
    [16, 8, 0].allSatisfy { abs(Int((a >> UInt32($0)) & 0xFF) - Int((b >> UInt32($0)) & 0xFF)) <= tolerance }
}

extension PixelImage {
    /// The image reduced to `width × height` by averaging, for each target pixel, the source
    /// pixels whose centres fall in its area: an independent reference for the library's scaling.
    func areaAveraged(width: Int, height: Int) -> PixelImage {
        var result = PixelImage(width: width, height: height)
        let sx = Double(self.width) / Double(width), sy = Double(self.height) / Double(height)
        for y in 0..<height {
            let y0 = Int((Double(y) * sy).rounded()), y1 = max(y0 + 1, min(self.height, Int((Double(y + 1) * sy).rounded())))
            for x in 0..<width {
                let x0 = Int((Double(x) * sx).rounded()), x1 = max(x0 + 1, min(self.width, Int((Double(x + 1) * sx).rounded())))
                var sums = [0, 0, 0, 0]
                for v in y0..<y1 {
                    for u in x0..<x1 {
                        let p = self[u, v]
                        sums[0] += Int(p >> 24); sums[1] += Int((p >> 16) & 0xFF); sums[2] += Int((p >> 8) & 0xFF);
                        sums[3] += Int(p & 0xFF)
                    }
                }
                let n = (y1 - y0) * (x1 - x0)
                let c = sums.map { UInt32(($0 + n / 2) / n) }
                result[x, y] = c[0] << 24 | c[1] << 16 | c[2] << 8 | c[3]
            }
        }
        return result
    }
}

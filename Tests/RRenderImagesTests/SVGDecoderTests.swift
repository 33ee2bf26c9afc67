import Foundation
import RRenderCairo
import RRenderCore
import RRenderTestSupport
import Testing

@testable import RRenderImages

/// SVG through librsvg: rendered as vectors at the requested size, sized like a browser when no
/// size is asked for, and nothing loaded from outside the document (text in the pinned fonts:
/// RRenderCairoTests' `SVGFontTests`, since the fonts are RRenderCairo's).
@Suite("SVG decoding")
struct SVGDecoderTests {
    /// rrender makes its pinned fonts current before any SVG is decoded (the painter, thumbnails
    /// and the image fuzzer do): librsvg builds a thread's default font map from fontconfig's
    /// current configuration on first use and keeps it, so an SVG decoded here first would leave
    /// this test thread drawing text in the system's fonts for every later suite (SVGFontTests).
    init() {
        _ = try? FontConfiguration.shared()
    }

    static func svg(_ attributes: String, _ content: String) -> [UInt8] {
        Array(
            "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' \(attributes)>\(content)</svg>"
                .utf8)
    }

    /// Green left half, transparent right half.
    static let halfGreen = svg("width='10' height='10' viewBox='0 0 10 10'", "<rect width='5' height='10' fill='#00ff00'/>")

    /// Text scaled past what Pango's font sizes hold (a `viewBox` of 1×1 in another): pangoft2
    /// prints a CRITICAL while librsvg lays it out (CLibraryMessages), which the reader
    /// must not see. The image is still drawn.
    @Test func textScaledPastPangosSizesDrawsQuietly() throws {
        let before = SVGDecoder.pangoMessagesQuieted
        let inner = "<svg width='50' height='50' viewBox='0 0 1 1'><text>w</text></svg>"
        let surface = try ImageDecoder.decode(Self.svg("viewBox='0 0 1 1'", inner), fitting: (width: 40, height: 30))
        #expect(surface.width == 40 && surface.height == 30)
        #expect(SVGDecoder.pangoMessagesQuieted > before)
    }

    @Test func svgIsRenderedAsVectorsAtTheTargetSize() throws {
        let surface = try ImageDecoder.decode(Self.halfGreen, fitting: (width: 400, height: 400))
        #expect(surface.width == 400 && surface.height == 400 && !surface.isOpaque)
        let image = surface.pixelImage()
        // A 10-pixel bitmap enlarged 40× would blur across the edge; vectors end on the pixel.
        #expect(image[199, 200] == 0xFF00_FF00)
        #expect(image[200, 200] == 0)
        #expect(image[0, 0] == 0xFF00_FF00 && image[399, 399] == 0)
    }

    @Test func intrinsicSizeComesFromSizeAttributesThenViewBoxThenTheDefault() throws {
        #expect(try dimensions(Self.halfGreen) == [10, 10])
        #expect(try dimensions(Self.svg("width='2in' height='1in'", "")) == [192, 96])
        #expect(try dimensions(Self.svg("width='100%' viewBox='0 0 40 20'", "")) == [40, 20])
        #expect(try dimensions(Self.svg("viewBox='0,0,64,32'", "")) == [64, 32])
        #expect(try dimensions(Self.svg("", "<rect width='5' height='5'/>")) == [300, 150])
    }

    private func dimensions(_ bytes: [UInt8]) throws -> [Int] {
        let surface = try ImageDecoder.decode(bytes)
        return [surface.width, surface.height]
    }

    @Test func aspectRatioIsPreservedInsideADifferentTarget() throws {
        // A square drawn into a wide box: centred (xMidYMid meet), not stretched.
        let square = Self.svg("viewBox='0 0 10 10'", "<rect width='10' height='10' fill='#0000ff'/>")
        let image = try ImageDecoder.decode(square, fitting: (width: 300, height: 100)).pixelImage()
        #expect(image[150, 50] == 0xFF00_00FF)
        #expect(image[10, 50] == 0 && image[290, 50] == 0)
    }

    /// An SVG image drawn at a concrete size as browsers draw it: the root's viewport is the
    /// whole target, its own relative width and height giving way; with no viewBox, absolute
    /// sizes are stretched to the target; a viewBox of zero height draws nothing.
    @Test func theRootFillsTheTargetAsInABrowser() throws {
        let halves = "<rect width='100%' height='50%' fill='#00ff00'/><rect y='50%' width='100%' height='50%' fill='#0000ff'/>"
        let percent = try ImageDecoder.decode(Self.svg("width='50%' height='32px'", halves), fitting: (width: 256, height: 32))
            .pixelImage()
        #expect(percent[0, 0] == 0xFF00_FF00 && percent[255, 15] == 0xFF00_FF00 && percent[255, 16] == 0xFF00_00FF)
        let fixed = try ImageDecoder.decode(
            Self.svg("width='8' height='32'", "<rect width='8' height='16' fill='#00ff00'/>"),
            fitting: (width: 64, height: 64)
        ).pixelImage()
        #expect(fixed[0, 0] == 0xFF00_FF00 && fixed[63, 31] == 0xFF00_FF00 && fixed[63, 32] == 0)
        let extreme = try ImageDecoder.decode(
            Self.svg(
                "height='8' viewBox='0 0 2147483647 1' preserveAspectRatio='none'",
                "<rect width='100%' height='100%' fill='#00ff00'/>"),
            fitting: (width: 4000, height: 20)
        ).pixelImage()
        #expect(extreme[0, 0] == 0xFF00_FF00 && extreme[3999, 19] == 0xFF00_FF00)
        let empty = try ImageDecoder.decode(
            Self.svg("width='8' viewBox='0 0 8 0'", "<rect width='8' height='8' fill='#00ff00'/>"),
            fitting: (width: 8, height: 8)
        ).pixelImage()
        #expect(empty[4, 4] == 0)
    }

    @Test func externalFilesAreNeverLoaded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = PNGEncoder.encode(PixelImage(width: 4, height: 4, fill: 0xFFFF_0000))
        let file = folder.appendingPathComponent("red.png")
        try Data(png).write(to: file)
        let dataURL = DataURL(mediaType: "image/png", data: png).url
        func reds(_ href: String) throws -> Int {
            let svg = Self.svg(
                "width='20' height='20'",
                """
                <rect width='20' height='20' fill='white'/><image x='0' y='0' width='20' height='20' xlink:href='\(href)'/>
                <image x='0' y='0' width='20' height='20' href='\(href)'/>
                """)
            return try ImageDecoder.decode(svg).pixelImage().pixels.filter { $0 == 0xFFFF_0000 }.count
        }
        #expect(try reds(dataURL) == 400)  // embedded images do load: the test can see red
        #expect(try reds(file.absoluteString) == 0)
        #expect(try reds(file.path) == 0)
        #expect(try reds("red.png") == 0)
        #expect(try reds("file:///etc/passwd") == 0)
    }

    @Test func externalEntitiesAndXIncludeAreNeverRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("secret.txt")
        try Data("WWWWWWWW".utf8).write(to: file)
        func inked(_ prolog: String, _ text: String) throws -> Int {
            let svg =
                prolog + "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xi='http://www.w3.org/2001/XInclude' "
                + "width='200' height='40'><text x='0' y='30' font-size='24'>\(text)</text></svg>"
            return try ImageDecoder.decode(Array(svg.utf8)).pixelImage().pixels.filter { $0 >> 24 > 0x80 }.count
        }
        #expect(try inked("", "WWWWWWWW") > 300)  // the same text written out does draw
        let entity = "<!DOCTYPE svg [<!ENTITY secret SYSTEM '\(file.absoluteString)'>]>"
        #expect((try? inked(entity, "&secret;")) ?? 0 == 0)
        #expect((try? inked("", "<xi:include href='\(file.absoluteString)' parse='text'/>")) ?? 0 == 0)
        #expect((try? inked("", "<xi:include href='\(file.path)' parse='text'/>")) ?? 0 == 0)
    }

    @Test func networkReferencesAreNeverFetched() throws {
        let server = try LocalListener()
        let svg = Self.svg(
            "width='20' height='20'",
            """
            <style>@import url(http://127.0.0.1:\(server.port)/a.css);</style>
            <image width='20' height='20' href='http://127.0.0.1:\(server.port)/x.png'/>
            <use href='http://127.0.0.1:\(server.port)/s.svg#a'/>
            <rect width='20' height='20' fill='#0000ff' filter='url(http://127.0.0.1:\(server.port)/f.svg#f)'/>
            """)
        let image = try ImageDecoder.decode(svg).pixelImage()
        #expect(image[10, 10] == 0xFF00_00FF || image[10, 10] == 0)  // drawn or dropped, never fetched
        #expect(!server.hadConnection())
    }

    @Test func damagedSVGsThrow() {
        #expect(throws: ImageError.self) { try ImageDecoder.decode(Array("<svg xmlns='http://www.w3.org/2000/svg'><rect".utf8)) }
        #expect(throws: ImageError.self) {
            try ImageDecoder.decode(Array("<svg xmlns='http://www.w3.org/2000/svg'><g></svg>".utf8))
        }
        #expect(throws: ImageError.unsupportedFormat(nil)) { try ImageDecoder.decode(Array("<html/>".utf8)) }
    }

    @Test func hugeSizesAreRefusedBeforeAllocating() throws {
        #expect(throws: ImageError.tooLarge(width: 20000, height: 20000)) {
            try ImageDecoder.decode(Self.halfGreen, fitting: (width: 20000, height: 20000))
        }
        let huge = Self.svg("width='100000' height='100000' viewBox='0 0 10 10'", "<rect width='5' height='10' fill='#00ff00'/>")
        #expect(throws: ImageError.tooLarge(width: 100000, height: 100000)) { try ImageDecoder.decode(huge) }
        // A vector's intrinsic size does not matter when it is drawn small.
        let small = try ImageDecoder.decode(huge, fitting: (width: 20, height: 20)).pixelImage()
        #expect(small[2, 10] == 0xFF00_FF00)
    }
}

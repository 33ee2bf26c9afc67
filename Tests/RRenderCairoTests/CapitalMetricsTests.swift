import Foundation
import RRenderLayout
import RRenderTestSupport
import Testing

@testable import RRenderCairo

/// An embedded font whose OS/2 x-height or cap height is not positive sets small capitals as a
/// font without those metrics does, not at a negative size (which Pango refuses with a CRITICAL
/// on stderr, keeping the full size).
@Suite struct CapitalMetricsTests {
    /// OS/2 version 3, x-height = cap height, no small capitals of its own.
    static let openDyslexic = "/usr/share/fonts/opentype/opendyslexic/OpenDyslexic-Regular.otf"
    /// Offsets in the OS/2 table (OpenType 1.9 §OS/2).
    static let version = 0, xHeight = 86, capHeight = 88

    /// OpenDyslexic with the OS/2 field at `field` set to `value`.
    private func font(setting field: Int, to value: Int16) throws -> [UInt8] {
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.openDyslexic)))
        let offset = try #require(CapitalMetrics.os2Offset(in: bytes))
        bytes[offset + field] = UInt8(UInt16(bitPattern: value) >> 8)
        bytes[offset + field + 1] = UInt8(UInt16(bitPattern: value) & 0xFF)
        return bytes
    }

    /// The width of "Small Capitals" in small capitals of the embedded face made of `bytes`.
    private func smallCapsWidth(_ bytes: [UInt8]) throws -> Double {
        let face = EmbeddedFontFace(
            family: "Damaged", weight: 400...400, style: .normal, sources: [.init(href: "OPS/f.ttf", data: bytes)])
        let configuration = try FontConfiguration.shared().embedding([face])
        #expect(configuration.rejectedSources.isEmpty)
        var style = TextStyle.fixture(families: ["Damaged"])
        style.smallCaps = true
        let text = "Small Capitals"
        let paragraph = ParagraphSpec(text: text, runs: [TextRun(range: 0..<text.utf8.count, style: style)])
        return try PangoShaper(configuration: configuration).contentWidths(of: paragraph).max
    }

    @Test(arguments: [(xHeight, Int16(-4907)), (capHeight, Int16(0)), (capHeight, Int16(-1))])
    func damagedCapitalMetricsAreLeftOut(field: Int, value: Int16) throws {
        let withoutMetrics = try smallCapsWidth(try font(setting: Self.version, to: 1))
        let sound = try smallCapsWidth(Array(try Data(contentsOf: URL(fileURLWithPath: Self.openDyslexic))))
        #expect(abs(sound - withoutMetrics) > 1, "the font's own metrics scale its small capitals otherwise")
        #expect(try smallCapsWidth(try font(setting: field, to: value)) == withoutMetrics)
    }

    @Test func soundFontsAreLeftAlone() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.openDyslexic)))
        #expect(try FreeTypeLibrary().sfnt(bytes) == bytes)
        #expect(CapitalMetrics.os2Offset(in: Array("ttcf".utf8) + [UInt8](repeating: 0, count: 12)) == nil)
        #expect(CapitalMetrics.os2Offset(in: [0, 1, 0, 0, 0, 40] + [UInt8](repeating: 0, count: 12)) == nil)
    }
}

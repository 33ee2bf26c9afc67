import Foundation
import RRenderTestSupport
import Testing

@testable import RRenderCairo

/// fontconfig 2.14.1 moves a style name over its leading white space with an overlapping
/// `memcpy` (undefined behaviour, found by `FuzzFonts`): an embedded font's style names reach it
/// with that white space made hyphens, and the font is still used.
@Suite struct StyleNamesTests {
    /// The offsets of the first character of each style name record of `sfnt`, with its width.
    private func styleNameStarts(_ sfnt: [UInt8]) throws -> [(at: Int, width: Int)] {
        let table = try #require(SfntTableDirectory.offset(of: "name", in: sfnt))
        let count = SfntTableDirectory.number(sfnt, at: table + 2, bytes: 2)
        let storage = table + SfntTableDirectory.number(sfnt, at: table + 4, bytes: 2)
        return (0..<count).compactMap { index in
            let record = table + 6 + 12 * index
            let field = { SfntTableDirectory.number(sfnt, at: record + $0, bytes: 2) }
            guard StyleNames.styleIDs.contains(field(6)), field(8) >= 2,
                let width = StyleNames.unitWidth(platform: field(0), encoding: field(2))
            else { return nil }
            return (storage + field(10), width)
        }
    }

    @Test func leadingWhiteSpaceOfStyleNamesBecomesHyphens() throws {
        let sound = Array(try Data(contentsOf: URL(fileURLWithPath: CapitalMetricsTests.openDyslexic)))
        let starts = try styleNameStarts(sound)
        #expect(!starts.isEmpty)
        var damaged = sound
        for (at, width) in starts { damaged[at + width - 1] = 0x0B }  // a vertical tab first
        let repaired = try FreeTypeLibrary().sfnt(damaged)
        #expect(repaired.count == sound.count)
        for (at, width) in starts { #expect(repaired[at + width - 1] == UInt8(ascii: "-")) }
        let changed = (0..<sound.count).filter { repaired[$0] != sound[$0] }
        #expect(Set(changed) == Set(starts.map { $0.at + $0.width - 1 }), "nothing else changes")

        let face = EmbeddedFontFace(
            family: "Tabbed", weight: 400...400, style: .normal, sources: [.init(href: "OPS/f.otf", data: damaged)])
        let configuration = try FontConfiguration.shared().embedding([face])
        #expect(configuration.rejectedSources.isEmpty)
    }

    @Test func onlyLeadingWhiteSpaceChanges() {
        // Only leading white space changes (not the vertical tab after "B"); a collection is read
        // through its first font.
        let name: [UInt8] = [0, 0, 0, 1, 0, 18] + [0, 3, 0, 1, 4, 9, 0, 2, 0, 4, 0, 0] + [0, 0x42, 0, 0x0B]
        let font: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0] + Array("name".utf8) + [0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 22]
        #expect(StyleNames.repaired(font + name) == font + name)
        let tabbed = font + name.prefix(18) + [0, 0x09, 0, 0x42]
        #expect(StyleNames.repaired(tabbed) == font + name.prefix(18) + [0, 0x2D, 0, 0x42])
        let collection = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 16]
        let moved = [0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0] + Array("name".utf8) + [0, 0, 0, 0, 0, 0, 0, 44, 0, 0, 0, 22]
        #expect(StyleNames.repaired(collection + moved + name.prefix(18) + [0, 0x20, 0, 0x42]).suffix(4) == [0, 0x2D, 0, 0x42])
    }
}

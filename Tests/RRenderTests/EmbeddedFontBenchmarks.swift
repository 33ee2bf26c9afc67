import Foundation
import RRenderCairo
import RRenderPublication
import RRenderStyle
import RRenderTestSupport
import Testing

@testable import RRender

/// Figures, not assertions: what setting up a publication's embedded fonts costs.
/// Run with `RRENDER_BENCH=1 swift test -c release --filter EmbeddedFontBenchmarks`.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["RRENDER_BENCH"] == "1"))
struct EmbeddedFontBenchmarks {
    static func measure(_ label: String, repeat count: Int = 20, _ body: () throws -> Void) rethrows {
        try body()
        let clock = ContinuousClock()
        var times: [Duration] = []
        for _ in 0..<count { times.append(try clock.measure(body)) }
        let ms = times.sorted().map { Double($0.components.attoseconds) / 1e15 + Double($0.components.seconds) * 1000 }
        print("BENCH \(label): median \(String(format: "%.2f", ms[count / 2])) ms, best \(String(format: "%.2f", ms[0])) ms")
    }

    /// Collecting the rules, reading (and de-obfuscating) the fonts, and building the configuration.
    @Test(arguments: [
        "wasteland-otf-obf.epub", "moby-dick.epub", "kusamakura-japanese-vertical-writing.epub",
        "childrens-literature.epub"
    ])
    func setUpAPublicationsFonts(_ name: String) throws {
        let publication = try Publication.open(path: try Corpus.path(name))
        let pinned = try FontConfiguration.shared()
        let environment = MediaEnvironment(width: 600, height: 800, resolution: 1)
        var faces = 0
        Self.measure("embedded fonts of \(name)") {
            faces =
                EmbeddedFonts(publication: publication, environment: environment, pinned: pinned)
                .configuration.embeddedFamilies.count
        }
        Self.measure("  of which collecting and reading the \(faces) faces") {
            var collector = EmbeddedFontCollector(publication: publication, environment: environment)
            _ = collector.faces()
        }
        let fonts = publication.resources.filter {
            $0.mediaType?.string.contains("font") == true || $0.href.hasSuffix("otf")
                || $0.href.hasSuffix("ttf")
        }
        try Self.measure("  reading the \(fonts.count) font files alone (ZIP inflate and CRC)") {
            for link in fonts { _ = try publication.read(link.href) }
        }
        try Self.measure("pinned configuration alone (reference)") { _ = try FontConfiguration(path: pinned.path) }
    }
}

import Foundation
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

@testable import RRender

/// A chapter laid out only as far as the page asked for (`--page N`), and a page laid out alone
/// from the resume point a whole layout found for it (a page painted after the pagination
/// cache gave its start), must give that page exactly as the whole chapter does: same
/// fragments, same pixels. Every corpus book, at two settings.
@Suite struct PartialLayoutTests {
    /// The settings the pages are compared at: rrender's defaults, and larger text on pages of
    /// two columns (a landscape viewport), where a page ends on its second column.
    static let settings: [(name: String, viewport: Viewport, preferences: EPUBPreferences)] = [
        ("default", .default, EPUBPreferences()),
        ("fontSize 1.4, two columns", Viewport(width: 1000, height: 700), EPUBPreferences(columnCount: .two, fontSize: 1.4))
    ]

    /// Every corpus EPUB; linear-algebra (long chapters of MathML, a minute a setting here) in a
    /// full run only.
    static let books = ((try? Corpus.epubNames()) ?? ["moby-dick.epub"]).filter { TestScope.all || $0 != "linear-algebra.epub" }
        .filter { ProcessInfo.processInfo.environment["RRENDER_PARTIAL_BOOK"].map($0.hasPrefix) ?? true }

    /// `RRENDER_PARTIAL_PAGES=every` compares every page of every chapter (hours in a debug
    /// build: a chapter of n pages is laid out n times); the everyday run compares a few.
    /// `RRENDER_PARTIAL_BOOK=moby` compares only the books whose names start so.
    static let everyPage = ProcessInfo.processInfo.environment["RRENDER_PARTIAL_PAGES"] == "every"

    @Test(arguments: books)
    func aPageLaidOutAloneIsThePageOfTheWholeChapter(_ name: String) throws {
        // linear-algebra (a full run only) at the default setting alone: its long chapters of
        // MathML take minutes a setting in a debug build.
        for (setting, viewport, preferences) in name == "linear-algebra.epub" ? Array(Self.settings.prefix(1)) : Self.settings {
            let renderer = try Renderer.open(
                path: try Corpus.path(name), options: RenderOptions(viewport: viewport), preferences: preferences)
            for source in renderer.screens.sources[..<renderer.screens.linearCount] {
                guard let reflowable = source as? ReflowableScreens else { continue }
                try compare(renderer, resource: reflowable.resource, label: "\(name), \(setting)")
            }
        }
    }

    /// Compares the pages of `resource` laid out whole with the same pages of layouts stopped
    /// after them: a middle one and the last but one (the last page is the whole chapter's
    /// anyway), and the first two in a full run.
    private func compare(_ renderer: Renderer, resource: Int, label: String) throws {
        let whole = layout(renderer, resource: resource, throughPage: nil)
        #expect(whole.isComplete)
        let count = whole.pageCount
        let sample = TestScope.all && !label.hasPrefix("linear-algebra") ? [0, 1, count / 2, count - 2] : [count / 2, count - 2]
        let pages = Self.everyPage ? Array(0..<count) : Set(sample).filter { $0 >= 0 && $0 < count }.sorted()
        // None for a flow with absolutely positioned boxes (internallinks.epub).
        let starts = whole.assembler.pageStarts
        #expect(starts.isEmpty || starts.count == count, "\(label): resource \(resource)")
        if label.hasPrefix("moby-dick.epub"), count > 2 {
            // Prose between headings: every page but the first starts after a block that ends a
            // float-free stretch of plain blocks.
            #expect(starts.dropFirst().allSatisfy { $0 != nil }, "\(label): resource \(resource)")
        }
        for page in pages {
            let expected = whole.page(page)
            let partial = layout(renderer, resource: resource, throughPage: page)
            #expect(partial.pageCount == (partial.isComplete ? count : page + 1), "\(label): resource \(resource) page \(page)")
            try expectSame(partial.page(page), expected, renderer, "\(label): resource \(resource), page \(page) of \(count)")
            guard let start = starts.indices.contains(page) ? starts[page] : nil else { continue }
            let alone = layout(renderer, resource: resource, throughPage: page, start: start)
            #expect(
                alone.holds(throughPage: page) && !alone.holds(throughPage: page - 1),
                "\(label): resource \(resource), page \(page) alone, from \(start)")
            try expectSame(alone.page(page), expected, renderer, "\(label): resource \(resource), page \(page) laid out alone")
            // A start that is not this flow's (a stale cache) is not used: the chapter is laid out
            // from its beginning instead.
            var stale = start
            stale.token.y += 0.5
            let fallback = layout(renderer, resource: resource, throughPage: page, start: stale)
            #expect(fallback.holds(throughPage: 0), "\(label): resource \(resource), page \(page), stale start")
            try expectSame(
                fallback.page(page), expected, renderer, "\(label): resource \(resource), page \(page) after a stale start")
        }
    }

    private func expectSame(_ found: PageLayout, _ expected: PageLayout, _ renderer: Renderer, _ label: String) throws {
        #expect(found.dump() == expected.dump(), "\(label)")
        #expect(try png(found, renderer) == png(expected, renderer), "\(label): pixels")
    }

    /// A fresh layout of `resource` (nothing kept from before), stopped after `throughPage`, or
    /// that page alone from `start`.
    private func layout(_ renderer: Renderer, resource: Int, throughPage: Int?, start: PageStart? = nil) -> ResourceLayout {
        renderer.scheduler.withWorker(preferring: resource) { worker in
            worker.release(resource)
            return worker.layout(
                resource, loader: renderer.loader, geometry: renderer.geometry(ofResource: resource, with: worker),
                throughPage: throughPage,
                start: start)
        }
    }

    private func png(_ page: PageLayout, _ renderer: Renderer) throws -> [UInt8] {
        try renderer.scheduler.withWorker { worker in
            try worker.painter.paintPNG(page, scale: 1, background: renderer.options.background)
        }
    }
}

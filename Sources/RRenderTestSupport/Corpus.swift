import Foundation

/// The shared corpus of real publications (`../shared/corpus` next to the package, or the
/// folder in `RRENDER_CORPUS`). Tests read them by path and never copy them.
public enum Corpus {
    /// Why a corpus file could not be found. Tests fail with it rather than skip silently.
    public struct Missing: Error, CustomStringConvertible {
        /// The path looked for.
        public let path: String
        /// One line: what is missing and how to provide it.
        public var description: String {
            "corpus file \(path) not found: the tests need ../shared/corpus next to the package, /work/shared/corpus, or RRENDER_CORPUS"
        }
    }

    /// The corpus folder: `$RRENDER_CORPUS`, else `<package root>/../shared/corpus` (the package
    /// root found from this source file, so every worktree finds it), else `/work/shared/corpus`.
    public static var directory: URL {
        if let override = ProcessInfo.processInfo.environment["RRENDER_CORPUS"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let beside = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus").standardizedFileURL
        let fixed = URL(fileURLWithPath: "/work/shared/corpus")
        if !FileManager.default.fileExists(atPath: beside.path), FileManager.default.fileExists(atPath: fixed.path) {
            return fixed
        }
        return beside
    }

    /// The path of the corpus file `name`; throws `Missing` when it is not there.
    public static func path(_ name: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else { throw Missing(path: path) }
        return path
    }

    /// The names of every EPUB of the corpus, sorted; throws `Missing` when there are none.
    public static func epubNames() throws -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let epubs = names.filter { $0.hasSuffix(".epub") }.sorted()
        guard !epubs.isEmpty else { throw Missing(path: directory.appendingPathComponent("*.epub").path) }
        return epubs
    }

    /// Publications with more than ten fonts between them (cairo 1.16's limit of open faces),
    /// embedded ones included (obfuscated and not), SVG (librsvg's text), vertical CJK and
    /// PDFs: the mix the concurrency tests open on many threads at once.
    public static let manyFonts = [
        "wasteland-otf-obf.epub", "childrens-literature.epub", "maint-guide.en.pdf",
        "kusamakura-japanese-vertical-writing.epub", "georgia-cfi.epub", "asyRefCard.pdf",
        "internallinks.epub", "page-blanche.epub"
    ]
}

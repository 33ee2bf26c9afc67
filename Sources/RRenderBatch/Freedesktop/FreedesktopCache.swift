import Foundation
import RRender
import RRenderCairo
import RRenderDigests
import RRenderImages

/// The freedesktop.org Thumbnail Managing Standard (0.9.0) cache, as desktops read it:
/// `$XDG_CACHE_HOME/thumbnails/{normal,large,x-large,xx-large}/` (128, 256, 512, 1024 px),
/// each thumbnail named by the MD5 of the file's canonical `file://` URI, an 8-bit RGBA PNG
/// with `Thumb::URI` and `Thumb::MTime` (required), `Thumb::Size`, `Thumb::Mimetype`,
/// `Thumb::Document::Pages` (PDFs) and `Software`; failures as an empty PNG in
/// `fail/rrender-VERSION/`; folders 0700, files 0600, written to a temporary name and renamed.
/// A thumbnail (or failure) whose `Thumb::MTime` is the file's is up to date.
public struct FreedesktopCache: ThumbnailDestination {
    /// A size folder of the cache.
    public enum Flavor: String, Sendable, CaseIterable {
        /// 128 px.
        case normal
        /// 256 px.
        case large
        /// 512 px.
        case xLarge = "x-large"
        /// 1024 px.
        case xxLarge = "xx-large"

        /// The folder's thumbnail size: 128, 256, 512 or 1024 px.
        public var size: Int {
            switch self {
            case .normal: 128
            case .large: 256
            case .xLarge: 512
            case .xxLarge: 1024
            }
        }

        /// The smallest folder whose thumbnails are at least `size` (xx-large past 1024).
        public init(size: Int) {
            self = Self.allCases.first { size <= $0.size } ?? .xxLarge
        }
    }

    /// `$XDG_CACHE_HOME/thumbnails` (else `$HOME/.cache/thumbnails`).
    public let root: String
    /// The size folder written to.
    public let flavor: Flavor

    /// The cache under `root`, writing `flavor` thumbnails.
    public init(root: String, flavor: Flavor) {
        self.root = root
        self.flavor = flavor
    }

    /// The cache root the environment names: `$XDG_CACHE_HOME/thumbnails`, else
    /// `$HOME/.cache/thumbnails` (XDG Base Directory: an unset or relative value is ignored).
    public static func root(environment: [String: String]) -> String {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/thumbnails" }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.cache/thumbnails"
    }

    /// The name of rrender's folder of failures: `rrender-VERSION`.
    public static var failFolderName: String { "rrender-\(RRenderVersion.string)" }

    /// `ROOT/FLAVOR/MD5.png`.
    public func output(for input: BatchInput) -> String {
        "\(root)/\(flavor.rawValue)/\(Self.fileName(for: input.path))"
    }

    /// The failure file of `input`.
    public func failureOutput(for input: BatchInput) -> String {
        "\(root)/fail/\(Self.failFolderName)/\(Self.fileName(for: input.path))"
    }

    /// `MD5(canonical URI).png`.
    public static func fileName(for path: String) -> String {
        Digest.md5(FileURI.canonical(path).utf8).lowercaseHex + ".png"
    }

    /// True when the thumbnail or a failure records the input's URI and modification time.
    public func isUpToDate(_ input: BatchInput) -> Bool {
        guard let mtime = FileURI.mtimeSeconds(input.path) else { return false }
        for file in [output(for: input), failureOutput(for: input)] {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let keys = PNGTextReader.entries(Array(data))
            if keys["Thumb::MTime"] == String(mtime), keys["Thumb::URI"] == FileURI.canonical(input.path) { return true }
        }
        return false
    }

    /// Writes the RGBA PNG with its `Thumb::` keys.
    public func write(_ thumbnail: Thumbnail, of input: BatchInput, with thumbnailer: Thumbnailer) throws {
        let png = try thumbnailer.encode(thumbnail, as: .png, text: text(for: input, pages: thumbnail.pageCount))
        try prepare(folder: "\(root)/\(flavor.rawValue)")
        do { try AtomicWrite.write(png, to: output(for: input), folderMode: 0o700, fileMode: 0o600) } catch {
            throw OutputError(error)
        }
    }

    /// Writes the empty failure PNG (errors ignored: a cache that cannot be written costs a retry).
    public func recordFailure(of input: BatchInput) {
        let keys = text(for: input, pages: nil).filter { $0.keyword == "Thumb::URI" || $0.keyword == "Thumb::MTime" }
        var options = PNGEncoder.Options()
        options.alwaysRGBA = true
        options.text = keys
        let png = PNGEncoder.encode(PixelImage(width: 1, height: 1, fill: 0), options: options)
        try? prepare(folder: "\(root)/fail/\(Self.failFolderName)")
        try? AtomicWrite.write(png, to: failureOutput(for: input), folderMode: 0o700, fileMode: 0o600)
    }

    /// The `tEXt` keys of `input`'s thumbnail.
    func text(for input: BatchInput, pages: Int?) -> [PNGText] {
        var keys = [PNGText(keyword: "Thumb::URI", text: FileURI.canonical(input.path))]
        if let mtime = FileURI.mtimeSeconds(input.path) { keys.append(PNGText(keyword: "Thumb::MTime", text: String(mtime))) }
        if let size = FileURI.size(input.path) { keys.append(PNGText(keyword: "Thumb::Size", text: String(size))) }
        let pdf = PublicationKind.detect(path: input.path) == .pdf
        keys.append(PNGText(keyword: "Thumb::Mimetype", text: pdf ? "application/pdf" : "application/epub+zip"))
        if let pages { keys.append(PNGText(keyword: "Thumb::Document::Pages", text: String(pages))) }
        keys.append(PNGText(keyword: "Software", text: "rrender \(RRenderVersion.string)"))
        return keys
    }

    /// Creates `folder` and the cache root with mode 0700 (the standard: only the user may
    /// read thumbnails), and makes sure they have it.
    private func prepare(folder: String) throws {
        do { try AtomicWrite.makeFolder(folder, mode: 0o700) } catch { throw OutputError(error) }
        var current = folder
        while current.count >= root.count {
            chmod(current, 0o700)
            current = (current as NSString).deletingLastPathComponent
        }
    }
}

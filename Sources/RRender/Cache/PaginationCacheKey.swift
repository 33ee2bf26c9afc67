import Foundation
import RRenderCairo
import RRenderCore
import RRenderDigests
import RRenderHyphenation
import RRenderXML

/// Everything a publication's page counts depend on, as text; its SHA-256 names the cache entry,
/// and the entry holds the text itself, compared in full when it is read.
struct PaginationCacheKey: Sendable, Hashable {
    let text: String

    /// The entry's file name: the SHA-256 of the text.
    var digest: String { Digest.sha256(text.utf8).lowercaseHex }

    /// The key of the publication whose container gave `contentDigest`, laid out with `options`
    /// (and the publication's own fonts, which its bytes decide, over the pinned ones).
    init(contentDigest: String, options: RenderOptions) {
        text = [
            "format \(PaginationCacheEntry.format)",
            "publication \(contentDigest)",
            "viewport \(options.viewport) scale \(options.scale)",
            "settings \(options.settings.cacheKeyText)",
            "build \(Self.build)",
            "fonts \(Self.pinnedFonts)",
            "hyphenation \(Self.hyphenation)"
        ].joined(separator: "\n")
    }

    /// rrender's version and the identity of the running program (size and modification time of
    /// its executable, so a rebuild is a new build), with the versions of the libraries that
    /// shape and break text.
    static let build: String = {
        var info = stat()
        let program =
            stat("/proc/self/exe", &info) == 0 ? "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)" : "unknown"
        var libraries = RenderingLibraries.versions()
        libraries["libxml2"] = LibXMLVersion.string
        let versions = libraries.keys.sorted().map { "\($0)=\(libraries[$0] ?? "")" }.joined(separator: " ")
        return "rrender \(RRenderVersion.string) program \(program) \(versions)"
    }()

    /// The pinned fonts' fingerprint (`FontConfiguration.fingerprint()`), hashed.
    static let pinnedFonts: String = {
        guard let fonts = try? FontConfiguration.shared() else { return "none" }
        return Digest.sha256(fonts.fingerprint().utf8).lowercaseHex
    }()

    /// The hyphenation dictionaries installed: each file's name, size and modification time.
    static let hyphenation: String = {
        let folder = LibHyphenHyphenator.defaultFolder
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return Digest.sha256(
            names.map { name -> String in
                var info = stat()
                guard stat(folder + "/" + name, &info) == 0 else { return name }
                return "\(name) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            }.joined(separator: "\n").utf8
        ).lowercaseHex
    }()
}

import Foundation
import RRender
import RRenderCairo

/// The versions of what decides a page's pixels (rrender, the rendering libraries, the fonts
/// configuration): stored beside every snapshot, so a change of machine is told from a change of book.
public struct EnvironmentFingerprint: Sendable, Hashable {
    /// The libraries whose version is kept.
    public static let libraries = ["rrender", "pango", "cairo", "harfbuzz", "freetype", "fontconfig", "poppler"]

    /// Name → version, plus `fonts`: a hash of the fonts configuration file, and `pdf-fonts`: a
    /// hash of the PDF standard fonts' configuration, when there is one.
    public var versions: [String: String]

    /// A fingerprint of the given versions.
    public init(versions: [String: String]) { self.versions = versions }

    /// The fingerprint of this process: library versions and the hashes of rrender's `fonts.conf`
    /// and `pdf-fonts.conf`.
    public static func current() -> EnvironmentFingerprint {
        let all = LibraryVersions.all()
        var versions = all.filter { libraries.contains($0.key) }
        if let path = try? FontConfiguration.locate(), let data = FileManager.default.contents(atPath: path) {
            versions["fonts"] = String(FNV1a.hash(data), radix: 16)
        }
        if let path = FontConfiguration.locatePDFFonts(), let data = FileManager.default.contents(atPath: path) {
            versions["pdf-fonts"] = String(FNV1a.hash(data), radix: 16)
        }
        return EnvironmentFingerprint(versions: versions)
    }

    /// One phrase per part that moved, such as `pango 1.50.12 → 1.52.0`, sorted by name.
    public func changes(from old: EnvironmentFingerprint) -> [String] {
        Set(versions.keys).union(old.versions.keys).sorted().compactMap { name in
            let before = old.versions[name], after = versions[name]
            guard before != after else { return nil }
            return "\(name) \(before ?? "(none)") → \(after ?? "(none)")"
        }
    }

    /// The fingerprint as a JSON object.
    public func toJSON() -> JSONValue { .object(versions.mapValues { .string($0) }) }

    /// A fingerprint read from a JSON object (non-string values ignored).
    public init(json: JSONValue?) {
        versions = (json?.objectValue ?? [:]).compactMapValues(\.stringValue)
    }
}

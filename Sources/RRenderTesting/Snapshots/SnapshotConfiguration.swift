import Foundation
import RRender

/// Everything a snapshot run needs besides the publication: where goldens live, which pages,
/// the screen and settings, when to record, how different is still the same.
public struct SnapshotConfiguration: Sendable {
    /// The snapshot folder (`DIR`).
    public var directory: String
    /// The publication's name in keys; nil: the file's stem.
    public var name: String?
    /// Which pages.
    public var pages: PageSet
    /// Viewport, scale and concurrency (the settings inside are replaced by `preferences`).
    public var options: RenderOptions
    /// The reading preferences (EPUB).
    public var preferences: EPUBPreferences
    /// The reading preferences (PDF).
    public var pdfPreferences: PDFPreferences
    /// The settings part of keys: `default`, or a label of the preferences (see `settingsLabel`).
    public var settings: String
    /// When goldens are written.
    public var record: RecordMode
    /// How different pixels may be and still match.
    public var tolerance: ImageDiff.Tolerance
    /// The environment stored with goldens and compared with theirs.
    public var fingerprint: EnvironmentFingerprint

    /// A configuration; the record mode defaults to `RecordMode.default` of this process.
    public init(
        directory: String, name: String? = nil, pages: PageSet = .all, options: RenderOptions = RenderOptions(),
        preferences: EPUBPreferences = .empty, pdfPreferences: PDFPreferences = .empty, settings: String = "default",
        record: RecordMode = .default(environment: ProcessInfo.processInfo.environment),
        tolerance: ImageDiff.Tolerance = .exact, fingerprint: EnvironmentFingerprint = .current()
    ) {
        self.directory = directory
        self.name = name
        self.pages = pages
        self.options = options
        self.preferences = preferences
        self.pdfPreferences = pdfPreferences
        self.settings = settings
        self.record = record
        self.tolerance = tolerance
        self.fingerprint = fingerprint
    }

    /// A settings label from `KEY=VALUE` assignments: sorted, joined by `,`; `default` for none.
    public static func settingsLabel(_ assignments: [String]) -> String {
        assignments.isEmpty ? "default" : assignments.sorted().joined(separator: ",")
    }

    /// The settings label of `preferences`, whatever set them (`--set`, `--vary`, a
    /// `--preferences` file): every set value as `KEY=VALUE`, sorted; `default` for none. So
    /// two runs share a folder only when they ask for the same preferences.
    public static func settingsLabel<P: ConfigurablePreferences>(_ preferences: P) -> String {
        guard case .object(let members) = preferences.toJSON() else { return "default" }
        return settingsLabel(
            members.map { key, value in
                if case .string(let text) = value { return "\(key)=\(text)" }
                return "\(key)=\(value.serialized(pretty: false))"
            })
    }

    /// The name used for the publication at `path`.
    func name(for path: String) -> String {
        name ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// The key of page `page` (from 1) of resource `href`.
    func key(name: String, href: String, page: Int) -> SnapshotKey {
        SnapshotKey(
            name: name, viewport: options.viewport.description, scale: options.scale, settings: settings,
            href: href, page: page)
    }
}

import Foundation
import RRender

/// Where a snapshot lives: by reading position (resource and page within it), not page number,
/// so an edit of one chapter can only touch that chapter's snapshots.
public struct SnapshotKey: Sendable, Hashable, CustomStringConvertible {
    /// The publication's name (the file's stem by default).
    public var name: String
    /// The viewport, as `600x800`.
    public var viewport: String
    /// The output scale.
    public var scale: Double
    /// The settings label (`default`, or the preferences that differ, such as `fontSize=1.5`).
    public var settings: String
    /// The reading-order item's href.
    public var href: String
    /// The page within that resource, from 1.
    public var page: Int

    /// A key from its parts.
    public init(name: String, viewport: String, scale: Double, settings: String, href: String, page: Int) {
        self.name = name
        self.viewport = viewport
        self.scale = scale
        self.settings = settings
        self.href = href
        self.page = page
    }

    /// The folder of every snapshot of one book under one viewport, scale and settings.
    public var folder: String {
        [Self.safe(name), "\(viewport)@\(Self.scaleText(scale))x", Self.safe(settings)].joined(separator: "/")
    }

    /// `NAME/VIEWPORT@SCALEx/SETTINGS/HREF/page-NNN.png`, relative to the snapshot folder.
    public var path: String {
        let hrefPath = href.split(separator: "/").map { Self.safe(String($0)) }.filter { $0 != "." && $0 != ".." }
        return ([folder] + hrefPath + [String(format: "page-%03d.png", page)]).joined(separator: "/")
    }

    /// The key as written in reports: its path without the `.png`.
    public var description: String { String(path.dropLast(4)) }

    /// `1`, `2`, `1.5`: the scale without a useless `.0`.
    static func scaleText(_ scale: Double) -> String {
        scale == scale.rounded() ? String(Int(scale)) : String(scale)
    }

    /// A path component made of safe characters only (others become `_`).
    static func safe(_ text: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-=,+")
        let mapped = String(text.map { allowed.contains($0) ? $0 : "_" })
        return mapped.isEmpty || mapped == "." || mapped == ".." ? "_" : mapped
    }
}

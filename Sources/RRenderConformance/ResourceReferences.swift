import Foundation

/// The files a test document uses (style sheets, images, fonts, SVG), found in its markup and,
/// transitively, in the style sheets it uses: what its one-chapter EPUB must hold.
enum ResourceReferences {
    /// The media types of the files a test's EPUB may hold, by extension.
    static let mediaTypes: [String: String] = [
        "css": "text/css", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "svg": "image/svg+xml", "webp": "image/webp", "ttf": "font/ttf", "otf": "font/otf", "woff": "font/woff",
        "woff2": "font/woff2"
    ]

    /// The attributes that name a file, on any element.
    private static let urlAttributes = ["src", "href", "data", "xlink:href", "background", "poster"]

    /// The files (paths relative to `root`) the document at `path` uses, directly or through
    /// its style sheets, that exist under `root` and have a known media type; and the style
    /// sheets' text joined, for callers that look for a font name.
    static func files(of path: String, text: String, root: String) -> (files: [String], styles: String) {
        var found: [String] = [], seen: Set<String> = [], styles = ""
        var pending: [(reference: String, from: String)] = []
        MarkupScanner(text).scan(
            tag: { tag in
                for name in urlAttributes { if let value = tag.attributes[name] { pending.append((value, path)) } }
                if let style = tag.attributes["style"] { pending += cssURLs(style).map { ($0, path) } }
            },
            styleText: { css in
                styles += css + "\n"
                pending += cssURLs(css).map { ($0, path) }
            })
        while let (reference, from) = pending.popLast() {
            guard let target = SuitePath.resolve(reference, from: from), !seen.contains(target), target != path else { continue }
            seen.insert(target)
            let ext = (target as NSString).pathExtension.lowercased()
            guard mediaTypes[ext] != nil, isFile(root + "/" + target) else { continue }
            found.append(target)
            if ext == "css", let css = ReftestCatalog.read(root + "/" + target) {
                styles += css + "\n"
                pending += cssURLs(css).map { ($0, target) }
            }
        }
        return (found.sorted(), styles)
    }

    /// The URLs of `url(…)` and `@import "…"` in a style sheet or a `style` attribute.
    static func cssURLs(_ css: String) -> [String] {
        var urls: [String] = []
        var rest = css[...]
        while let range = rest.range(of: "url(", options: .caseInsensitive) {
            let after = rest[range.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            let raw = after[..<close].trimmingCharacters(in: .whitespacesAndNewlines)
            urls.append(raw.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")))
            rest = after[close...]
        }
        rest = css[...]
        while let range = rest.range(of: "@import", options: .caseInsensitive) {
            let after = rest[range.upperBound...].drop { $0.isWhitespace }
            if let quote = after.first, quote == "\"" || quote == "'" {
                let body = after.dropFirst()
                if let end = body.firstIndex(of: quote) { urls.append(String(body[..<end])) }
            }
            rest = after
        }
        return urls
    }

    private static func isFile(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && !folder.boolValue
    }
}

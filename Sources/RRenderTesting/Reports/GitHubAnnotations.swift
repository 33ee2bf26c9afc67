import Foundation

/// GitHub Actions workflow commands (`::error file=…,title=…::…`) for a run's failures: one
/// annotation per changed resource, naming the content document (the XHTML file in the EPUB, or
/// the PDF), most changed first.
///
/// GitHub attaches an annotation to a file of the repository: with `sourceRoot`, the folder the
/// EPUB is built from, a resource's path in the container is found there
/// (`SOURCE/OEBPS/text/ch03.xhtml`); without it, the annotation names the publication file.
/// GitHub shows 10 error annotations a step and drops the others: `limit` of them, then one
/// notice saying how many resources were left out.
public struct GitHubAnnotations: Sendable {
    /// The tool's name in each annotation's title (`rrender snapshot`).
    public let title: String
    /// The run's entries; those with a `place` and a failure are annotated.
    public let entries: [ReportEntry]
    /// The folder the EPUB's files are in, relative to the repository (nil: annotate the file).
    public let sourceRoot: String?
    /// The most error annotations written.
    public let limit: Int

    /// Pages listed in one annotation's message before `…`.
    static let pagesListed = 5

    /// Annotations for `entries`.
    public init(title: String, entries: [ReportEntry], sourceRoot: String? = nil, limit: Int = 10) {
        self.title = title
        self.entries = entries
        self.sourceRoot = sourceRoot
        self.limit = limit
    }

    /// A changed resource: its publication, path in the container and failing entries.
    struct Resource {
        let publication: String
        let path: String
        var entries: [ReportEntry]
    }

    /// The changed resources, most failing pages first (reading order among equals).
    var resources: [Resource] {
        var order: [String] = [], byKey: [String: Resource] = [:]
        for entry in entries where entry.failed {
            guard let place = entry.place else { continue }
            let key = place.publication + "\u{0}" + place.href
            if byKey[key] == nil {
                order.append(key)
                byKey[key] = Resource(publication: place.publication, path: place.path, entries: [])
            }
            byKey[key]?.entries.append(entry)
        }
        let resources = order.compactMap { byKey[$0] }
        return resources.enumerated().sorted { a, b in
            a.element.entries.count != b.element.entries.count
                ? a.element.entries.count > b.element.entries.count : a.offset < b.offset
        }.map(\.element)
    }

    /// The workflow command lines, one per line.
    public var lines: [String] {
        let resources = resources
        var lines = resources.prefix(limit).map(annotation)
        if resources.count > limit {
            lines.append(
                "::notice title=\(Self.property(title))::\(Self.data("\(resources.count - limit) more changed resources are not annotated (GitHub shows \(limit) a step); the summary and the HTML report list them."))"
            )
        }
        return lines
    }

    /// The annotation of one resource.
    private func annotation(_ resource: Resource) -> String {
        let path = resource.path
        let isPDF = resource.publication.lowercased().hasSuffix(".pdf")
        let file = sourceRoot.map { isPDF ? resource.publication : Self.joined($0, path) } ?? resource.publication
        let count = resource.entries.count
        let heading = "\(title): \(isPDF ? "" : path + ", ")\(count) page\(count == 1 ? "" : "s") changed"
        let pages = resource.entries.prefix(Self.pagesListed).map { entry in
            let place = entry.place
            let what = entry.wordDiff.map { "text: \($0)" } ?? place?.change ?? entry.status
            return "\(place?.pages ?? entry.name) \(what)"
        }
        var message = (resource.entries.first?.title.map { [$0] } ?? []) + pages
        if count > Self.pagesListed { message.append("… and \(count - Self.pagesListed) more") }
        return
            "::error file=\(Self.property(file)),title=\(Self.property(heading))::\(Self.data(message.joined(separator: "\n")))"
    }

    /// `root/path` without a doubled or missing slash, and without a leading `./`.
    static func joined(_ root: String, _ path: String) -> String {
        let trimmed = root.hasPrefix("./") ? String(root.dropFirst(2)) : root
        guard !trimmed.isEmpty, trimmed != "." else { return path }
        return (trimmed.hasSuffix("/") ? String(trimmed.dropLast()) : trimmed) + "/" + path
    }

    /// A command's message, escaped as GitHub's toolkit escapes it (`escapeData`).
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A command's property value, escaped as GitHub's toolkit escapes it (`escapeProperty`).
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

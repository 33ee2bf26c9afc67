import Foundation
import RRenderXML

/// A self-contained HTML report: `index.html` and an `images` folder beside it, relative paths
/// only, plain CSS and JavaScript inline, nothing from the network, so it opens from `file://`.
/// Summary counts per status, a filter per status, and for each failure the expected, actual and
/// diff images side by side, a slider over expected/actual, the title and the word diff.
public struct HTMLReport: Sendable {
    /// The page's title.
    public let title: String
    /// The entries, in order; failures show their images.
    public let entries: [ReportEntry]

    /// A report of `entries`.
    public init(title: String, entries: [ReportEntry]) {
        self.title = title
        self.entries = entries
    }

    /// Writes `index.html` and `images/` into `folder` (made if need be).
    public func write(to folder: String) throws {
        let images = folder + "/images"
        try FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true)
        var sections: [String] = [], group: String?
        for (index, entry) in entries.enumerated() {
            if entry.group != group {
                if group != nil { sections.append("</section>") }
                group = entry.group
                sections.append("<section class=\"group\"><h2>\(Self.escape(entry.group))</h2>")
            }
            sections.append(try article(entry, index: index, images: images))
        }
        if group != nil { sections.append("</section>") }
        let html = HTMLReportPage.document(
            title: title, summary: summary(), filters: filters(), body: sections.joined(separator: "\n"))
        try Data(html.utf8).write(to: URL(fileURLWithPath: folder + "/index.html"), options: .atomic)
    }

    /// Counts per status, in order of first appearance.
    func counts() -> [(status: String, count: Int)] {
        var order: [String] = [], counts: [String: Int] = [:]
        for entry in entries {
            if counts[entry.status] == nil { order.append(entry.status) }
            counts[entry.status, default: 0] += 1
        }
        return order.map { ($0, counts[$0] ?? 0) }
    }

    private func summary() -> String {
        let failed = entries.filter(\.failed).count
        let items = counts().map { "<li class=\"count\" data-status=\"\($0.status)\"><b>\($0.count)</b> \($0.status)</li>" }
        return
            "<ul id=\"summary\" data-failed=\"\(failed)\">\(items.joined())<li class=\"count\"><b>\(failed)</b> failing</li></ul>"
    }

    /// The statuses shown when the page opens: those with failures when there are any (a person
    /// opens a report to see what failed), else every status.
    func shownStatuses() -> Set<String> {
        let failing = Set(entries.filter(\.failed).map(\.status))
        return failing.isEmpty ? Set(entries.map(\.status)) : failing
    }

    private func filters() -> String {
        let shown = shownStatuses()
        let boxes = counts().map { item in
            let checked = shown.contains(item.status) ? " checked" : ""
            return
                "<label><input type=\"checkbox\" class=\"filter\" value=\"\(item.status)\"\(checked) onchange=\"applyFilters()\"> \(item.status)</label>"
        }
        return "<div id=\"filters\">Show: \(boxes.joined(separator: " "))</div>"
    }

    /// One entry: a line for a passing one, images and the word diff for a failing one.
    private func article(_ entry: ReportEntry, index: Int, images: String) throws -> String {
        var parts = [
            "<article id=\"\(Self.anchor(index))\" class=\"entry \(entry.failed ? "failed" : "ok")\" data-status=\"\(entry.status)\">",
            "<h3><span class=\"status\">\(entry.status)</span> \(Self.escape(entry.name))</h3>"
        ]
        if let title = entry.title { parts.append("<p class=\"title\">\(Self.escape(title))</p>") }
        if entry.failed {
            // With a word diff, the message's own plain-text diff would say it twice: its lead only.
            let message = entry.wordDiff == nil ? entry.message : String(entry.message.prefix { $0 != ":" })
            if !message.isEmpty { parts.append("<p class=\"message\">\(Self.escape(message))</p>") }
            if let diff = entry.wordDiff { parts.append("<p class=\"worddiff\">\(Self.html(diff))</p>") }
            let expected = try copy(entry.expected, path: entry.expectedPath, to: images, name: "\(index)-expected.png")
            let actual = try copy(entry.actual, path: nil, to: images, name: "\(index)-actual.png")
            let diff = try copy(entry.diff, path: nil, to: images, name: "\(index)-diff.png")
            parts.append(HTMLReportPage.images(expected: expected, actual: actual, diff: diff, captions: entry.captions))
        }
        parts.append("</article>")
        return parts.joined(separator: "\n")
    }

    /// Writes an image into the report's folder; its relative path, nil when there is none.
    private func copy(_ bytes: [UInt8]?, path: String?, to folder: String, name: String) throws -> String? {
        let data: Data
        if let bytes {
            data = Data(bytes)
        } else if let path, let read = FileManager.default.contents(atPath: path) {
            data = read
        } else {
            return nil
        }
        try data.write(to: URL(fileURLWithPath: folder + "/" + name), options: .atomic)
        return "images/" + name
    }

    /// A word diff with removed words struck and added words marked.
    static func html(_ diff: WordDiff) -> String {
        diff.parts.map { part in
            switch part {
            case .kept(let text): escape(text)
            case .removed(let text): "<del>\(escape(text))</del>"
            case .added(let text): "<ins>\(escape(text))</ins>"
            }
        }.joined(separator: " ")
    }

    /// The fragment identifier of the entry at `index` of `entries` (`entry-1` for the first),
    /// for links into the report (`MarkdownSummary`).
    public static func anchor(_ index: Int) -> String { "entry-\(index + 1)" }

    /// Text escaped for HTML content and double-quoted attributes.
    static func escape(_ text: String) -> String { DOMSerializer.escapeAttribute(text) }
}

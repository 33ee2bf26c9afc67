/// A Markdown summary of a run, for the page a CI shows first: GitHub's job summary
/// (`$GITHUB_STEP_SUMMARY`), a GitLab Markdown artifact, a pull-request comment.
///
/// A heading with the counts, then a table of what failed: chapter, page, kind of change, a
/// short word diff, and a link to the entry in the HTML report when there is one. GitHub keeps
/// 1 MiB of a step's summary: the table stops at `rowLimit` rows and says how many it left out.
public struct MarkdownSummary: Sendable {
    /// The heading (`rrender snapshot`).
    public let title: String
    /// The run's entries, as the HTML report has them (the links count on the same order).
    public let entries: [ReportEntry]
    /// Where the HTML report's `index.html` is, as the summary's reader reaches it (a relative
    /// path or a URL); nil for no links.
    public let reportLink: String?
    /// The most rows the table has.
    public let rowLimit: Int

    /// The longest word diff a row shows, in characters of its words.
    static let diffLength = 160

    /// A summary of `entries`.
    public init(title: String, entries: [ReportEntry], reportLink: String? = nil, rowLimit: Int = 200) {
        self.title = title
        self.entries = entries
        self.reportLink = reportLink
        self.rowLimit = rowLimit
    }

    /// The Markdown text.
    public var markdown: String {
        let failing = entries.indices.filter { entries[$0].failed }
        let counts = HTMLReport(title: title, entries: entries).counts().map { "\($0.count) \($0.status)" }
        var lines = [
            "### \(failing.isEmpty ? "✅" : "❌") \(Self.escape(title)): \(failing.isEmpty ? "nothing failed" : "\(failing.count) failing")",
            "", counts.isEmpty ? "No pages." : counts.joined(separator: " · ")
        ]
        if !failing.isEmpty {
            lines += ["", "| Chapter | Page | Change | Words |" + (reportLink == nil ? "" : " Report |")]
            lines.append("| --- | --- | --- | --- |" + (reportLink == nil ? "" : " --- |"))
            lines += failing.prefix(rowLimit).map(row)
            if failing.count > rowLimit {
                lines += ["", "… and \(failing.count - rowLimit) more failing; the HTML report has them all."]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The row of the entry at `index`.
    private func row(_ index: Int) -> String {
        let entry = entries[index]
        let chapter: String
        if let place = entry.place {
            let href = "`\(Self.code(place.path))`"
            chapter = entry.title.map { Self.escape($0) + " " + href } ?? href
        } else {
            chapter = Self.escape(entry.title ?? entry.group)
        }
        let page = Self.escape(entry.place?.pages ?? entry.name)
        let change = Self.escape(entry.place?.change ?? entry.status)
        let words = entry.wordDiff.map(Self.markdown) ?? ""
        var cells = [chapter, page, change, words]
        if let reportLink { cells.append("[open](\(reportLink)#\(HTMLReport.anchor(index)))") }
        return "| " + cells.joined(separator: " | ") + " |"
    }

    /// A word diff with removed words struck and added ones bold, cut to `diffLength`.
    static func markdown(_ diff: WordDiff) -> String {
        var used = 0, parts: [String] = []
        for part in diff.parts {
            let (text, wrap): (String, String) =
                switch part {
                case .kept(let text): (text, "")
                case .removed(let text): (text, "~~")
                case .added(let text): (text, "**")
                }
            guard used < diffLength else {
                parts.append("…")
                break
            }
            let cut = used + text.count > diffLength ? String(text.prefix(diffLength - used)) + "…" : text
            used += text.count
            parts.append(wrap + escape(cut) + wrap)
        }
        return parts.joined(separator: " ")
    }

    /// Text safe in a table cell: Markdown's and HTML's special characters escaped, lines joined.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "~", "[", "]", "|", "$": result += "\\" + String(character)
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\n", "\r", "\t": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// Text inside a code span: backticks and pipes cannot be escaped there, so they are replaced.
    static func code(_ text: String) -> String {
        String(text.map { $0 == "`" ? "'" : $0 == "|" ? "¦" : $0 == "\n" ? " " : $0 })
    }
}

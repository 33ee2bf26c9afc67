import Foundation
import RRenderXML

/// JUnit XML (testsuites / testsuite / testcase / failure), the shape CI systems read: one
/// testsuite per group, one testcase per entry (classname = group, name = entry name).
public enum JUnitReport {
    /// The XML document of `entries`.
    public static func xml(_ entries: [ReportEntry], suiteName: String = "rrender") -> String {
        var groups: [String: [ReportEntry]] = [:], order: [String] = []
        for entry in entries {
            if groups[entry.group] == nil { order.append(entry.group) }
            groups[entry.group, default: []].append(entry)
        }
        let failures = entries.filter(\.failed).count
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"\(escape(suiteName))\" tests=\"\(entries.count)\" failures=\"\(failures)\">"
        ]
        for group in order {
            let cases = groups[group] ?? []
            lines.append(
                "  <testsuite name=\"\(escape(group))\" tests=\"\(cases.count)\" failures=\"\(cases.filter(\.failed).count)\" errors=\"0\" skipped=\"0\">"
            )
            for entry in cases {
                let head = "    <testcase classname=\"\(escape(group))\" name=\"\(escape(entry.name))\""
                guard entry.failed else { lines.append(head + "/>"); continue }
                lines.append(head + ">")
                let detail = entry.wordDiff.map { "\n" + $0.description } ?? ""
                lines.append(
                    "      <failure type=\"\(escape(entry.status))\" message=\"\(escape(entry.message))\">\(escape(entry.message + detail))</failure>"
                )
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text escaped for XML attributes and content; control characters other than tab and
    /// line feed dropped (XML 1.0 has no way to write them).
    static func escape(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\n" || $0 == "\t" })
        return DOMSerializer.escapeAttribute(String(kept))
    }
}

import RRenderCore

/// Landmark and guide types as link relations (readium.md §5.1, §5.2).
enum LandmarkRel {
    /// `cover` → `cover`, `toc` → `contents`, `bodymatter` → `start`, else the EPUB structure
    /// vocabulary URL.
    static func rel(forType type: String) -> String {
        switch type {
        case "cover": "cover"
        case "toc": "contents"
        case "bodymatter": "start"
        default: "http://idpf.org/epub/vocab/structure/#\(type)"
        }
    }

    /// An EPUB 2 guide type in EPUB 3 vocabulary, then as a rel.
    static func rel(forGuideType type: String) -> String {
        let mapped: String =
            switch type {
            case "title-page": "titlepage"
            case "text": "bodymatter"
            case "acknowledgements": "acknowledgments"
            case "notes": "endnotes"
            default: type
            }
        return rel(forType: mapped)
    }

    /// EPUB 2 guide references as landmarks (a missing title falls back to the type).
    static func landmarks(from guide: [PackageDocument.GuideReference]) -> [Link] {
        guide.map { reference in
            let title = reference.title?.collapsingWhitespace()
            return Link(
                href: reference.href, title: (title?.isEmpty ?? true) ? reference.type : title,
                rels: [rel(forGuideType: reference.type)])
        }
    }
}

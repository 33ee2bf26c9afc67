import RRenderCore

/// Manifest fallback chains (EPUB 3.3 §3.5.1; EPUB Reading Systems 3.3 §3.2 "foreign
/// resources"): a resource rrender cannot show is replaced by the first item of its `fallback`
/// chain it can show.
///
/// - A reading-order item of a foreign media type (JSON, XML, PSD…), or one missing from the
///   container, becomes its first fallback that is (X)HTML, SVG or a supported image and is in
///   the container; the foreign item stays a resource, listed as the new item's `alternate`.
///   Without one it stays in the reading order and is shown as a placeholder page
///   (`ResourceLoader`), never as its raw bytes.
/// - An (X)HTML item with a bitmap fallback is **kept** (unlike Readium, readium.md §5.3): a
///   reading system uses a fallback only for a resource it cannot render (EPUB 3.3 §3.5.1), and
///   rrender renders XHTML; the bitmap is listed as the item's `alternate`.
/// - Every resource with a chain lists it, in order, as `alternates`, so that images
///   (`<img src="x.psd">`) and `object`s find their fallback through the publication.
/// - A chain that loops or names an unknown id ends there, with a diagnostic.
struct ManifestFallbacks {
    let package: PackageDocument
    /// True when the container holds the resource at an href.
    var exists: (String) -> Bool = { _ in true }

    /// Replaces foreign reading-order (and non-linear) items by their first usable fallback and
    /// gives every link whose manifest item has a chain its `alternates`.
    func apply(to output: inout ReadingOrderBuilder.Output) {
        var diagnostics: [Diagnostic] = []
        let chains = chainsByHREF(diagnostics: &diagnostics)
        let withChain = { (link: Link) in with(link, alternates: chains[HREF.equivalenceKey(link.href)] ?? []) }
        var resources = output.resources.map(withChain)
        // The foreign items of the reading order take their fallbacks' places among the resources;
        // non-linear items are resources already, the fallback too: only their links change.
        output.readingOrder = replacingForeign(
            output.readingOrder.map(withChain), resources: &resources, swap: true,
            diagnostics: &diagnostics)
        output.nonLinear = replacingForeign(
            output.nonLinear.map(withChain), resources: &resources, swap: false,
            diagnostics: &diagnostics)
        output.resources = resources
        // No merging: a fallback that is also a spine item of its own is two places, as a
        // repeated spine item is.
        output.diagnostics += Self.unique(diagnostics)
    }

    /// `links` with each foreign item replaced by its first usable fallback; a repeated item is
    /// replaced once and its places share the replacement.
    private func replacingForeign(_ links: [Link], resources: inout [Link], swap: Bool, diagnostics: inout [Diagnostic]) -> [Link]
    {
        var replacements: [String: Link] = [:]
        var result: [Link] = []
        for link in links {
            let key = HREF.equivalenceKey(link.href)
            if link.mediaType?.isSupportedSpineItem ?? true, exists(link.href) || link.alternates.isEmpty {
                result.append(link)
            } else if let known = replacements[key] {
                result.append(known)
            } else if let usable = replacement(for: link, resources: resources) {
                if swap { swapResources(link, usable, in: &resources) }
                replacements[key] = usable
                diagnostics.append(replaced(link, by: usable))
                result.append(usable)
            } else {
                diagnostics.append(unusable(link))
                result.append(link)
            }
        }
        return result
    }

    /// The fallback chain of each file's first manifest item, as bare links (files without one
    /// are left out).
    private func chainsByHREF(diagnostics: inout [Diagnostic]) -> [String: [Link]] {
        let first = itemsByHREF()
        var chains: [String: [Link]] = [:]
        // In manifest order, so that the diagnostics come in the same order at every run.
        for item in package.manifest where item.fallback != nil {
            let key = HREF.equivalenceKey(HREF.removingFragment(item.href))
            guard first[key]?.id == item.id else { continue }
            chains[key] = chain(of: item, diagnostics: &diagnostics).map { plainLink($0) }
        }
        return chains
    }

    /// The first usable item of `link`'s chain, as its resource link carrying the spine item's
    /// page and layout properties, with the foreign item first among its alternates.
    private func replacement(for link: Link, resources: [Link]) -> Link? {
        guard let usable = link.alternates.first(where: { $0.mediaType?.isSupportedSpineItem == true && exists($0.href) })
        else { return nil }
        let key = HREF.equivalenceKey(usable.href)
        var replaced = resources.first { HREF.equivalenceKey($0.href) == key } ?? usable
        for name in ["page", "layout"] { replaced.properties[name] = link.properties[name] }
        replaced.alternates = [plainLink(link)] + replaced.alternates
        return replaced
    }

    /// Puts the foreign reading-order item among the resources where its fallback was (the
    /// fallback is now in the reading order), or at the end.
    private func swapResources(_ foreign: Link, _ usable: Link, in resources: inout [Link]) {
        var foreign = foreign
        foreign.properties["page"] = nil
        foreign.properties["layout"] = nil
        let key = HREF.equivalenceKey(usable.href)
        if let index = resources.firstIndex(where: { HREF.equivalenceKey($0.href) == key }) {
            resources[index] = foreign
        } else {
            resources.append(foreign)
        }
    }

    /// The diagnostic of a foreign or missing spine item replaced by its fallback.
    private func replaced(_ link: Link, by usable: Link) -> Diagnostic {
        let why =
            exists(link.href)
            ? "is a foreign resource" : "is missing from the container"
        return Diagnostic(
            code: "epub.spine-fallback",
            message: "spine item '\(link.href)' (\(link.mediaType?.essence ?? "no media type")) \(why); "
                + "its manifest fallback '\(usable.href)' is shown instead (EPUB 3.3 §3.5.1)",
            severity: .info, location: link.href)
    }

    /// The items after `item` in its fallback chain, in order; a loop or an unknown id ends
    /// the chain with a diagnostic.
    func chain(of item: PackageDocument.Item, diagnostics: inout [Diagnostic]) -> [PackageDocument.Item] {
        var seen: Set<String> = [item.id]
        var chain: [PackageDocument.Item] = []
        var next = item.fallback
        while let id = next, !id.isEmpty {
            guard let fallback = package.item(withID: id) else {
                diagnostics.append(
                    Diagnostic(
                        code: "epub.fallback-unknown-idref",
                        message: "manifest item '\(item.id)': fallback '\(id)' names no manifest item",
                        severity: .warning, location: package.href))
                break
            }
            guard seen.insert(id).inserted else {
                diagnostics.append(
                    Diagnostic(
                        code: "epub.fallback-cycle",
                        message: "manifest item '\(item.id)': the fallback chain loops back to '\(id)'",
                        severity: .warning, location: package.href))
                break
            }
            chain.append(fallback)
            next = fallback.fallback
        }
        return chain
    }

    /// The diagnostic of a foreign spine item no fallback replaces.
    private func unusable(_ link: Link) -> Diagnostic {
        Diagnostic(
            code: "epub.spine-foreign",
            message: "spine item '\(link.href)' (\(link.mediaType?.essence ?? "no media type")) is a foreign resource "
                + "and no item of its manifest fallback chain can be shown; a placeholder page stands for it (EPUB 3.3 §3.5.1)",
            // A warning, not an error: the book reads on, the page says what is missing
            // (an error would make `rrender` exit 65 for every page of the book).
            severity: .warning, location: link.href)
    }

    /// `link` with `alternates` (unchanged when there are none).
    private func with(_ link: Link, alternates: [Link]) -> Link {
        guard !alternates.isEmpty else { return link }
        var link = link
        link.alternates = alternates
        return link
    }

    /// A bare link to a manifest item (href and media type).
    private func plainLink(_ item: PackageDocument.Item) -> Link {
        Link(href: HREF.removingFragment(item.href), mediaType: item.mediaType)
    }

    private func plainLink(_ link: Link) -> Link {
        Link(href: link.href, mediaType: link.mediaType)
    }

    /// The first manifest item of each file.
    private func itemsByHREF() -> [String: PackageDocument.Item] {
        var items: [String: PackageDocument.Item] = [:]
        for item in package.manifest where items[HREF.equivalenceKey(HREF.removingFragment(item.href))] == nil {
            items[HREF.equivalenceKey(HREF.removingFragment(item.href))] = item
        }
        return items
    }

    /// The diagnostics without repeats (a chain shared by several items is reported once).
    private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<String> = []
        return diagnostics.filter { seen.insert($0.code + $0.message).inserted }
    }
}

/// The fixed parts of the HTML report: the page around the entries, its CSS and JavaScript, and
/// the image views (side by side, slider).
enum HTMLReportPage {
    /// The whole document.
    static func document(title: String, summary: String, filters: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(HTMLReport.escape(title))</title>
        <style>\(css)</style></head>
        <body><h1>\(HTMLReport.escape(title))</h1>
        \(summary)
        \(filters)
        \(body)
        <script>\(script)</script>
        </body></html>

        """
    }

    /// Expected, actual and diff side by side (actual first when `captions` asks), then the
    /// slider view when both images exist.
    static func images(expected: String?, actual: String?, diff: String?, captions: ReportEntry.Captions = .standard) -> String {
        func figure(_ path: String?, _ kind: String, _ caption: String) -> String {
            let caption = HTMLReport.escape(caption)
            guard let path else { return "<figure class=\"none\"><figcaption>\(caption)</figcaption><p>(none)</p></figure>" }
            return
                "<figure><figcaption>\(caption)</figcaption><img class=\"\(kind)\" src=\"\(path)\" alt=\"\(caption)\"></figure>"
        }
        let first = figure(expected, "expected", captions.expected), second = figure(actual, "actual", captions.actual)
        var html =
            "<div class=\"sidebyside\">\(captions.actualFirst ? second + first : first + second)"
            + "\(figure(diff, "diff", captions.diff))</div>"
        if let expected, let actual {
            let left = HTMLReport.escape(captions.expected), right = HTMLReport.escape(captions.actual)
            html += """
                <div class="slider"><div class="stack"><img src="\(expected)" alt="\(left)">\
                <div class="over" style="width:50%"><img src="\(actual)" alt="\(right)"></div></div>\
                <label>\(left) ◀ <input type="range" class="split" min="0" max="100" value="50" oninput="slide(this)"> ▶ \(right)</label>\
                <label>onion skin <input type="range" class="onion" min="0" max="100" value="100" oninput="onion(this)"></label></div>
                """
        }
        return html
    }

    static let css = """
        body{font:14px/1.4 sans-serif;margin:1em 2em;color:#222}
        #summary{list-style:none;padding:0;display:flex;gap:1.5em}
        .entry{border-top:1px solid #ddd;padding:.3em 0}.entry.ok h3{font-weight:normal;font-size:13px;margin:0}
        .entry.failed .status{background:#c62828;color:#fff;padding:0 .4em;border-radius:3px}
        .entry.ok .status{color:#2e7d32}
        .sidebyside{display:flex;gap:1em;align-items:flex-start}
        figure{margin:0}figure img{max-width:300px;border:1px solid #ccc}
        del{background:#fdd;color:#900}ins{background:#dfd;color:#060;text-decoration:none}
        .slider .stack{position:relative;display:inline-block;border:1px solid #ccc}
        .slider .stack>img{display:block;max-width:450px}
        .slider .over{position:absolute;top:0;left:0;bottom:0;overflow:hidden;border-right:2px solid #c62828}
        .slider .over img{display:block;max-width:none}
        .slider label{display:block}
        .hidden{display:none}
        """

    static let script = """
        function applyFilters(){var on={};document.querySelectorAll('.filter').forEach(function(b){on[b.value]=b.checked});
        document.querySelectorAll('.entry').forEach(function(e){e.classList.toggle('hidden',!on[e.dataset.status])});
        document.querySelectorAll('.group').forEach(function(g){g.classList.toggle('hidden',!g.querySelector('.entry:not(.hidden)'))});}
        function slide(r){r.closest('.slider').querySelector('.over').style.width=r.value+'%';}
        function onion(r){var s=r.closest('.slider');var o=s.querySelector('.over');o.style.width='100%';o.style.opacity=r.value/100;}
        document.querySelectorAll('.slider').forEach(function(s){var base=s.querySelector('.stack>img');var top=s.querySelector('.over img');
        function fit(){top.style.width=base.clientWidth+'px';}base.addEventListener('load',fit);fit();});
        applyFilters();
        """
}

import ArgumentParser
import Foundation
import RRender
import RRenderBatch

/// `rrender thumbnails`: cover thumbnails of many publications, into a folder or the
/// freedesktop cache (the work is `RRenderBatch`'s; this parses, validates and reports).
struct ThumbnailsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "thumbnails",
        abstract: "Make cover thumbnails of EPUBs and PDFs, into a folder or the freedesktop thumbnail cache.",
        discussion: """
            Examples:
              rrender thumbnails library/ -o thumbs/      (thumbs/sub/book.epub.png)
              rrender thumbnails book.epub -o cover.png   (one input: exactly that file)
              find /srv -name '*.epub' | rrender thumbnails --from-file - -o thumbs/
              rrender thumbnails ~/Books --freedesktop    (~/.cache/thumbnails/large/)
              rrender thumbnails library/ -o thumbs/ --shard 3/8 --manifest 3.jsonl
            The cover is the EPUB 3 cover-image, else the EPUB 2 meta cover, else the guide or landmark cover page, \
            else the first page; a PDF's is page 1. Outputs newer than their book are skipped unless --force. \
            Without --shard, JOB_COMPLETION_INDEX with RRENDER_SHARDS (Kubernetes) or SLURM_ARRAY_TASK_ID with \
            SLURM_ARRAY_TASK_COUNT (Slurm) choose the shard. Exit codes: 0 every book got a thumbnail, 1 some \
            failed (one stderr line each), 64 usage, 66 an argument cannot be read.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "EPUB or PDF files, or folders searched recursively (publications recognised by content).",
            valueName: "PATH"))
    var paths: [String] = []

    @Option(
        name: [.short, .customLong("output"), .customLong("out")],
        help: ArgumentHelp(
            "The folder of thumbnails (mirroring each input's relative path), or, for one input, the file.",
            valueName: "DIR"), completion: .directory)
    var output: String?

    @Flag(help: "Write into the freedesktop thumbnail cache ($XDG_CACHE_HOME/thumbnails) instead of -o.")
    var freedesktop = false

    @Option(help: "The longest side in pixels (with --fit width: the width); --freedesktop rounds up to 128, 256, 512 or 1024.")
    var size: Int = 256

    @Option(
        help: ArgumentHelp("box (the longest side is --size) or width (the width is).", valueName: "box|width"),
        completion: .list(["box", "width"]))
    var fit: String = "box"

    @Option(help: ArgumentHelp("png, jpeg or webp.", valueName: "FORMAT"), completion: .list(["png", "jpeg", "webp"]))
    var format: String = "png"

    @Option(help: "Books made at once (default: one per core).")
    var jobs: Int?

    @Option(help: ArgumentHelp("Only this stable share of the inputs: I of N, from 1.", valueName: "I/N"))
    var shard: String?

    @Option(
        help: ArgumentHelp("Write one JSON line per input, in input order, to this file.", valueName: "FILE.jsonl"),
        completion: .file(extensions: ["jsonl"]))
    var manifest: String?

    @Flag(help: "Make thumbnails even when they are up to date.")
    var force = false

    @Option(help: ArgumentHelp("Seconds allowed per book.", valueName: "S"))
    var timeout: Double = 30

    @Option(
        name: .customLong("from-file"),
        help: ArgumentHelp(
            "Read input files from LIST, one per line (- for standard input).",
            valueName: "LIST"))
    var fromFile: String?

    @OptionGroup var progress: ProgressOptions

    @Flag(name: .shortAndLong, help: "Say what was done with each book, and which shard was chosen.")
    var verbose = false

    func validate() throws {
        guard !paths.isEmpty || fromFile != nil else { throw ValidationError("give the publications: PATH… or --from-file LIST") }
        guard (output != nil) != freedesktop else { throw ValidationError("give one of -o DIR and --freedesktop") }
        guard (1...ThumbnailOptions.maximumSize).contains(size) else {
            throw ValidationError("--size must be between 1 and \(ThumbnailOptions.maximumSize)")
        }
        guard ThumbnailOptions.Fit(rawValue: fit) != nil else {
            throw ValidationError("--fit must be box or width (got ‘\(fit)’)")
        }
        guard ThumbnailOptions.Format(rawValue: format) != nil else {
            throw ValidationError("--format must be png, jpeg or webp (got ‘\(format)’)")
        }
        if freedesktop, format != "png" { throw ValidationError("--freedesktop writes PNG only") }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256") }
        if let shard, Shard(parsing: shard) == nil {
            throw ValidationError("--shard must be I/N with 1 ≤ I ≤ N (got ‘\(shard)’)")
        }
        guard timeout > 0, timeout.isFinite else { throw ValidationError("--timeout must be a positive number of seconds") }
    }

    func run() throws {
        let all = try ThumbnailInputs(paths: paths, fromFile: fromFile).collect()
        let chosen = try chosenShard()
        let inputs = chosen.map { shard in all.filter { shard.contains($0) } } ?? all
        if verbose, let chosen {
            Terminal.error("shard \(chosen) (from \(chosen.source)): \(inputs.count) of \(all.count) inputs")
        }
        let options = ThumbnailOptions(
            size: freedesktop ? FreedesktopCache.Flavor(size: size).size : size,
            fit: ThumbnailOptions.Fit(rawValue: fit) ?? .box,
            format: ThumbnailOptions.Format(rawValue: format) ?? .png)
        let runner = BatchRunner(
            thumbnailer: Thumbnailer(options: options), destination: destination(for: all),
            settings: .init(
                jobs: jobs ?? ProcessorCount.active,
                timeout: timeout, force: force))
        let report = try ThumbnailReport(
            manifest: manifest, verbose: verbose,
            progress: !progress.noProgress && ProgressBar.terminalAllowsBar, total: inputs.count)
        let outcomes = runner.run(inputs, finished: { report.finished($0) }, report: { _, outcome in report.report(outcome) })
        report.close()
        if outcomes.contains(where: { !$0.succeeded }) { throw CLIFailure(message: "", code: 1) }
    }

    /// `--shard`, else the one the environment gives.
    private func chosenShard() throws -> Shard? {
        if let shard { return Shard(parsing: shard) }
        return Shard(environment: ProcessInfo.processInfo.environment)
    }

    /// The freedesktop cache, or the folder (or single file) of `-o`.
    private func destination(for inputs: [BatchInput]) -> any ThumbnailDestination {
        let kind = ThumbnailOptions.Format(rawValue: format) ?? .png
        guard let output else {
            let root = FreedesktopCache.root(environment: ProcessInfo.processInfo.environment)
            return FreedesktopCache(root: root, flavor: FreedesktopCache.Flavor(size: size))
        }
        var isDirectory: ObjCBool = false
        let isFolder =
            output.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue)
        let oneFile = fromFile == nil && paths.count == 1 && inputs.count == 1 && inputs[0].path == paths[0]
        return FolderDestination(path: output, isSingleFile: oneFile && !isFolder, format: kind)
    }
}

import Foundation
import RRender
import RRenderTestSupport
import Synchronization
import Testing

/// Sharding as batch engines run it: several processes at once, each told its share by the
/// engine's environment variables, writing into one output folder.
@Suite struct ThumbnailsShardingTests {
    let rrender = CommandRunner()

    /// Runs `count` processes at once with the environment `environment(i)` (i from 0), each
    /// with its own manifest; returns the results and the manifests' paths in input order.
    func runShards(
        _ library: ThumbnailsCommandTests.Library, count: Int,
        environment: @Sendable @escaping (Int) -> [String: String]
    ) throws -> [(CommandRunner.Result, [String])] {
        let results = ResultBox(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let manifest = library.root.appendingPathComponent("shard-\(index).jsonl").path
            let result = try? CommandRunner().run(
                [
                    "thumbnails", library.books.path, "-o", library.out.path, "--manifest", manifest,
                    "--jobs", "1", "-v"
                ], environment: environment(index))
            results.set(index, result)
        }
        return try (0..<count).map { index in
            let result = try #require(results.get(index))
            let paths = try library.manifest("shard-\(index).jsonl").compactMap { $0["path"]?.stringValue }
            return (result, paths)
        }
    }

    @Test func kubernetesIndexedJobShardsSplitTheLibrary() throws {
        let library = try ThumbnailsCommandTests.Library(extraBooks: 12)
        defer { library.remove() }
        let shards = try runShards(library, count: 4) { ["JOB_COMPLETION_INDEX": "\($0)", "RRENDER_SHARDS": "4"] }
        let all = shards.flatMap(\.1)
        // Every input in exactly one shard: 16 books and the broken one.
        #expect(all.count == 16 && Set(all).count == 16)
        for (index, shard) in shards.enumerated() {
            #expect(shard.0.stderr.contains("shard \(index + 1)/4 (from JOB_COMPLETION_INDEX=\(index), RRENDER_SHARDS=4)"))
        }
        let pngs =
            FileManager.default.enumerator(atPath: library.out.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }
            ?? []
        #expect(pngs.count == 15)
        // No temporary file left in the shared folder.
        #expect(
            FileManager.default.enumerator(atPath: library.out.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".tmp") }
                == [])
        // The exit code says whether the shard had a failure: only the broken book's shard fails.
        #expect(shards.filter { $0.0.status == 1 }.count == 1)
        #expect(shards.allSatisfy { $0.0.status == 0 || $0.1.contains { $0.hasSuffix("broken.epub") } })
    }

    @Test func slurmArrayShardsMatchTheShardOption() throws {
        let library = try ThumbnailsCommandTests.Library(extraBooks: 6)
        defer { library.remove() }
        // --array=1-3: task ids from 1, SLURM_ARRAY_TASK_MIN=1.
        let slurm = try runShards(library, count: 3) {
            ["SLURM_ARRAY_TASK_ID": "\($0 + 1)", "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_ARRAY_TASK_MIN": "1"]
        }
        for index in 0..<3 {
            let manifest = library.root.appendingPathComponent("explicit-\(index).jsonl").path
            _ = try rrender.run([
                "thumbnails", library.books.path, "-o", library.out.path, "--manifest", manifest, "--shard", "\(index + 1)/3"
            ])
            let explicit = try library.manifest("explicit-\(index).jsonl").compactMap { $0["path"]?.stringValue }
            #expect(explicit == slurm[index].1)
        }
    }

    /// docs/Batch.md's GNU parallel line, with the local machine as the one SSH login (`:`):
    /// three shards at once into one folder, every book in exactly one manifest.
    @Test func gnuParallelRunsOneShardPerJob() throws {
        let library = try ThumbnailsCommandTests.Library(extraBooks: 9)
        defer { library.remove() }
        let manifests = library.root.appendingPathComponent("manifests")
        try FileManager.default.createDirectory(at: manifests, withIntermediateDirectories: true)
        let line =
            "seq 1 3 | parallel --sshlogin : --jobs 3 --halt never --joblog \(library.root.path)/thumbs.joblog "
            + "'\(CommandRunner.executable.path) thumbnails \(library.books.path) -o \(library.out.path)/ --shard {}/3 "
            + "--manifest \(manifests.path)/shard-{}.jsonl --no-progress'"
        let run = try CommandRunner(program: URL(fileURLWithPath: "/bin/sh")).run(["-c", line])
        // parallel's own status: how many jobs failed (the shard with the broken book).
        #expect(run.status == 1, "\(run.stderr)")
        let paths = try (1...3).flatMap {
            try library.manifest("manifests/shard-\($0).jsonl").compactMap { $0["path"]?.stringValue }
        }
        #expect(paths.count == 13 && Set(paths).count == 13)
        let pngs = FileManager.default.enumerator(atPath: library.out.path)?.compactMap { $0 as? String }.filter {
            $0.hasSuffix(".png")
        }
        #expect(pngs?.count == 12)
        let log = try String(contentsOf: library.root.appendingPathComponent("thumbs.joblog"), encoding: .utf8)
        #expect(log.split(separator: "\n").count == 4, "a header and one line per shard: \(log)")
    }

    @Test func progressBarOnlyOnATerminal() throws {
        let library = try ThumbnailsCommandTests.Library(extraBooks: 3)
        defer { library.remove() }
        let command = [CommandRunner.executable.path, "thumbnails", library.books.path, "-o", library.out.path, "--force"]
            .map { "'\($0)'" }.joined(separator: " ")
        // script(1) runs the command on a pseudo-terminal and copies what it shows to its stdout.
        let terminal = try CommandRunner(program: URL(fileURLWithPath: "/usr/bin/script")).run([
            "-qec", command + " 2>&1", "/dev/null"
        ])
        #expect(terminal.output.contains("7/7"))
        #expect(terminal.output.contains("books/s"))
        #expect(terminal.output.contains("1 failed"))
        let quiet = try CommandRunner(program: URL(fileURLWithPath: "/usr/bin/script")).run([
            "-qec", command + " --no-progress 2>&1", "/dev/null"
        ])
        #expect(!quiet.output.contains("books/s"))
        let piped = try rrender.run(["thumbnails", library.books.path, "-o", library.out.path, "--force"])
        #expect(!piped.stderr.contains("books/s"))
        #expect(piped.errorLines.count == 1)
    }
}

/// The results of processes run on several threads.
final class ResultBox: Sendable {
    private let results: Mutex<[CommandRunner.Result?]>
    init(count: Int) { results = Mutex(Array(repeating: nil, count: count)) }
    func set(_ index: Int, _ result: CommandRunner.Result?) { results.withLock { $0[index] = result } }
    func get(_ index: Int) -> CommandRunner.Result? { results.withLock { $0[index] } }
}

import RRenderBatch
import Testing

@Suite struct ShardTests {
    static let inputs = (0..<2000).map { BatchInput(path: "/lib/b\($0).epub", relativePath: "sub\($0 % 7)/b\($0).epub") }

    @Test func everyInputIsInExactlyOneShard() throws {
        let shards = (1...5).compactMap { Shard(index: $0, count: 5) }
        for input in Self.inputs {
            #expect(shards.filter { $0.contains(input) }.count == 1)
        }
        // Roughly even: each shard within 20 % of its share.
        for shard in shards {
            let count = Self.inputs.filter { shard.contains($0) }.count
            #expect(abs(count - 400) < 80, "shard \(shard) has \(count)")
        }
    }

    @Test func addingBooksMovesNoOther() throws {
        let shard = try #require(Shard(index: 2, count: 4))
        let before = Self.inputs.filter { shard.contains($0) }
        let more = Self.inputs + (0..<500).map { BatchInput(path: "/lib/n\($0).epub", relativePath: "new/n\($0).epub") }
        let after = more.filter { shard.contains($0) && !$0.relativePath.hasPrefix("new/") }
        #expect(before == after)
    }

    @Test func hashIsStableAcrossProcessesAndMachines() {
        // FNV-1a 64 of "a": a fixed value, not Swift's per-process seeded Hasher.
        #expect(Shard.hash("a") == 0xAF63_DC4C_8601_EC8C)
        #expect(Shard.hash("") == 0xCBF2_9CE4_8422_2325)
    }

    @Test func parsingAndEnvironment() throws {
        #expect(Shard(parsing: "3/8")?.description == "3/8")
        #expect(Shard(parsing: "0/8") == nil)
        #expect(Shard(parsing: "9/8") == nil)
        #expect(Shard(parsing: "x") == nil)
        let kubernetes = try #require(Shard(environment: ["JOB_COMPLETION_INDEX": "0", "RRENDER_SHARDS": "4"]))
        #expect((kubernetes.index, kubernetes.count) == (1, 4))
        let slurmFromZero = try #require(Shard(environment: ["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "4"]))
        #expect((slurmFromZero.index, slurmFromZero.count) == (4, 4))
        let slurmFromOne = try #require(
            Shard(environment: [
                "SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "4",
                "SLURM_ARRAY_TASK_MIN": "1"
            ]))
        #expect(slurmFromOne.index == 1)
        #expect(Shard(environment: ["JOB_COMPLETION_INDEX": "0"]) == nil)
        #expect(Shard(environment: [:]) == nil)
    }
}

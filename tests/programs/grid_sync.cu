// Grid-wide synchronisation: kernels launched with cudaLaunchCooperativeKernel
// whose blocks wait for each other through cooperative_groups::this_grid().sync().
//
// A persistent 1-D smoothing runs every step in one launch, a grid barrier
// between steps (integers, so that every device gets the host's answer bit for
// bit); a three-phase kernel histograms, scans and scatters
// with barriers between the phases; the smoothing runs again as a graph whose
// kernel node is made cooperative by its launch attribute. Grids are as large as the device keeps
// resident (the occupancy calculator times the multiprocessors), and nothing
// printed depends on their size. A grid one block too large must be refused.
#include <cooperative_groups.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace cg = cooperative_groups;

#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("%s:%d: %s: %s\n", __FILE__, __LINE__, cudaGetErrorName(e_),  \
                   cudaGetErrorString(e_));                                      \
            return 1;                                                            \
        }                                                                        \
    } while (0)

constexpr int N = 5003;
constexpr int STEPS = 40;
constexpr int BINS = 16;
constexpr int BLOCK = 128;

// Smoothing steps, fixed ends; `a` holds the result when STEPS is even.
__global__ void smooth(int *a, int *b, int n, int steps) {
    cg::grid_group grid = cg::this_grid();
    for (int s = 0; s < steps; ++s) {
        const int *src = (s % 2 == 0) ? a : b;
        int *dst = (s % 2 == 0) ? b : a;
        for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n;
             i += grid.size()) {
            if (i == 0 || i == (unsigned long long)n - 1) {
                dst[i] = src[i];
            } else {
                dst[i] = (src[i - 1] + 2 * src[i] + src[i + 1] + 2) / 4;
            }
        }
        grid.sync();
    }
}

// Counting sort of keys in [0, BINS): count, exclusive scan by one thread,
// then a stable scatter in which each bin's owner walks the input in order.
__global__ void counting_sort(const int *keys, int *out, int *counts, int *starts, int n) {
    cg::grid_group grid = cg::this_grid();
    unsigned long long rank = grid.thread_rank();
    for (unsigned long long i = rank; i < (unsigned long long)n; i += grid.size()) {
        atomicAdd(&counts[keys[i]], 1);
    }
    grid.sync();
    if (rank == 0) {
        int sum = 0;
        for (int b = 0; b < BINS; ++b) {
            starts[b] = sum;
            sum += counts[b];
        }
    }
    cg::sync(grid);
    if (rank < BINS) {
        int at = starts[rank];
        for (int i = 0; i < n; ++i) {
            if (keys[i] == (int)rank) {
                out[at++] = i;
            }
        }
    }
}

int main() {
    int dev = 0;
    CHECK(cudaGetDevice(&dev));
    int coop = 0, sms = 0;
    CHECK(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, dev));
    CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
    printf("cooperative launch: %s\n", coop ? "yes" : "no");
    if (!coop) {
        return 1;
    }

    int per_sm = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, smooth, BLOCK, 0));
    int blocks = per_sm * sms;
    if (blocks < 1) {
        printf("no resident block\n");
        return 1;
    }

    std::vector<int> h(N);
    for (int i = 0; i < N; ++i) {
        h[i] = (i % 97 == 0) ? 1000000 : (i % 7) * 1000;
    }
    int *a = nullptr, *b = nullptr;
    CHECK(cudaMalloc(&a, N * sizeof(int)));
    CHECK(cudaMalloc(&b, N * sizeof(int)));
    CHECK(cudaMemcpy(a, h.data(), N * sizeof(int), cudaMemcpyHostToDevice));
    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));
    int n = N, steps = STEPS;
    void *smooth_args[] = {&a, &b, &n, &steps};
    CHECK(cudaLaunchCooperativeKernel((void *)smooth, dim3(blocks), dim3(BLOCK), smooth_args,
                                      0, stream));
    CHECK(cudaStreamSynchronize(stream));
    std::vector<int> got(N);
    CHECK(cudaMemcpy(got.data(), a, N * sizeof(int), cudaMemcpyDeviceToHost));

    // The same steps on the host.
    std::vector<int> x = h, y(N);
    for (int s = 0; s < STEPS; ++s) {
        for (int i = 0; i < N; ++i) {
            y[i] = (i == 0 || i == N - 1) ? x[i] : (x[i - 1] + 2 * x[i] + x[i + 1] + 2) / 4;
        }
        x.swap(y);
    }
    int wrong = 0;
    long long total = 0;
    for (int i = 0; i < N; ++i) {
        wrong += got[i] != x[i];
        total += got[i];
    }
    printf("smoothing: %d steps over %d points, total %lld, %d differ from the host\n", STEPS, N,
           total, wrong);

    // Counting sort, one launch.
    std::vector<int> keys(N);
    unsigned seed = 12345u;
    for (int i = 0; i < N; ++i) {
        seed = seed * 1664525u + 1013904223u;
        keys[i] = (int)((seed >> 8) % BINS);
    }
    int *dkeys = nullptr, *dout = nullptr, *counts = nullptr, *starts = nullptr;
    CHECK(cudaMalloc(&dkeys, N * sizeof(int)));
    CHECK(cudaMalloc(&dout, N * sizeof(int)));
    CHECK(cudaMalloc(&counts, BINS * sizeof(int)));
    CHECK(cudaMalloc(&starts, BINS * sizeof(int)));
    CHECK(cudaMemcpy(dkeys, keys.data(), N * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(counts, 0, BINS * sizeof(int)));
    int sort_per_sm = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&sort_per_sm, counting_sort, BLOCK, 0));
    void *sort_args[] = {&dkeys, &dout, &counts, &starts, &n};
    CHECK(cudaLaunchCooperativeKernel((void *)counting_sort, dim3(sort_per_sm * sms), dim3(BLOCK),
                                      sort_args, 0, stream));
    CHECK(cudaStreamSynchronize(stream));
    std::vector<int> order(N), hc(BINS);
    CHECK(cudaMemcpy(order.data(), dout, N * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hc.data(), counts, BINS * sizeof(int), cudaMemcpyDeviceToHost));
    bool sorted = true;
    for (int i = 1; i < N; ++i) {
        int p = order[i - 1], q = order[i];
        if (keys[p] > keys[q] || (keys[p] == keys[q] && p >= q)) {
            sorted = false;
        }
    }
    unsigned long long digest = 0;
    for (int i = 0; i < N; ++i) {
        digest = digest * 31 + (unsigned long long)order[i];
    }
    printf("counting sort: bins");
    for (int c : hc) {
        printf(" %d", c);
    }
    printf("; stable order %s, digest %llu\n", sorted ? "yes" : "no", digest);

    // The smoothing again as a graph: a copy of the input, then a kernel node
    // made cooperative by its launch attribute, launched twice.
    int *init = nullptr;
    CHECK(cudaMalloc(&init, N * sizeof(int)));
    CHECK(cudaMemcpy(init, h.data(), N * sizeof(int), cudaMemcpyHostToDevice));
    cudaGraph_t graph;
    CHECK(cudaGraphCreate(&graph, 0));
    cudaGraphNode_t copy_node, smooth_node;
    CHECK(cudaGraphAddMemcpyNode1D(&copy_node, graph, nullptr, 0, a, init, N * sizeof(int),
                                   cudaMemcpyDeviceToDevice));
    cudaKernelNodeParams kp = {};
    kp.func = (void *)smooth;
    kp.gridDim = dim3(blocks);
    kp.blockDim = dim3(BLOCK);
    kp.kernelParams = smooth_args;
    CHECK(cudaGraphAddKernelNode(&smooth_node, graph, &copy_node, 1, &kp));
    cudaLaunchAttributeValue coop_attr = {};
    coop_attr.cooperative = 1;
    CHECK(cudaGraphKernelNodeSetAttribute(smooth_node, cudaLaunchAttributeCooperative, &coop_attr));
    cudaLaunchAttributeValue back = {};
    CHECK(cudaGraphKernelNodeGetAttribute(smooth_node, cudaLaunchAttributeCooperative, &back));
    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, graph, 0));
    int graph_wrong = 0;
    for (int round = 0; round < 2; ++round) {
        CHECK(cudaMemset(a, 0, N * sizeof(int)));
        CHECK(cudaGraphLaunch(exec, stream));
        CHECK(cudaStreamSynchronize(stream));
        CHECK(cudaMemcpy(got.data(), a, N * sizeof(int), cudaMemcpyDeviceToHost));
        for (int i = 0; i < N; ++i) {
            graph_wrong += got[i] != x[i];
        }
    }
    printf("as a graph with a cooperative kernel node (attribute %d), 2 launches: %d differ "
           "from the host\n",
           back.cooperative, graph_wrong);
    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(graph));
    CHECK(cudaFree(init));

    // One block more than the device keeps resident.
    cudaError_t e = cudaLaunchCooperativeKernel((void *)smooth, dim3(blocks + 1), dim3(BLOCK),
                                                smooth_args, 0, stream);
    printf("%d blocks over the limit: %s\n", 1, cudaGetErrorName(e));
    cudaGetLastError();
    CHECK(cudaStreamSynchronize(stream));

    CHECK(cudaStreamDestroy(stream));
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    CHECK(cudaFree(dkeys));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(counts));
    CHECK(cudaFree(starts));
    bool ok = wrong == 0 && graph_wrong == 0 && back.cooperative == 1 && sorted &&
              e == cudaErrorCooperativeLaunchTooLarge;
    printf("%s\n", ok ? "PASSED" : "FAILED");
    return ok ? 0 : 1;
}

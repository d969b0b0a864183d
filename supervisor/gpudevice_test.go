package supervisor

import "testing"

// devicesGPU reads two devices apart: the trainer (pids 10, 11) holds 3+1
// GiB on the first and 2 GiB on the second; pid 99 is not the trainer's.
type devicesGPU struct{}

func (devicesGPU) ProcessMemory() (map[int]uint64, error) { return nil, nil }
func (devicesGPU) ProcessMemoryByDevice() ([]map[int]uint64, error) {
	return []map[int]uint64{{10: 3 * gib, 11: gib}, {10: 2 * gib, 99: 40 * gib}}, nil
}

// A multi-GPU trainer's sample carries the most it holds on one device
// beside the sum over devices, and the peaks (the run state's
// gpu_device_bytes) keep it: probe judges the fullest device.
func TestSampleGPUFullestDevice(t *testing.T) {
	s := &sampler{o: &Options{GPU: devicesGPU{}}, pids: []int{10, 11}}
	var out Sample
	s.sampleGPU(&out, 10)
	if out.GPUBytes != 6*gib || out.GPUDevice != 4*gib {
		t.Errorf("GPU %d, fullest device %d; want 6 GiB over both, 4 GiB on the first", out.GPUBytes, out.GPUDevice)
	}
	var p Peaks
	p.add(&out)
	p.add(&Sample{GPUBytes: 5 * gib, GPUDevice: 3 * gib})
	w := &StateWriter{}
	w.setPeaks(&p)
	if w.st.Peaks.GPUBytes != 6*gib || w.st.Peaks.GPUDeviceBytes != 4*gib {
		t.Errorf("run state peaks %+v", w.st.Peaks)
	}
	// In a container NVML's pids are the host's: every process on the
	// container's devices counts.
	s = &sampler{o: &Options{GPU: devicesGPU{}}, pids: []int{7}}
	out = Sample{}
	s.sampleGPU(&out, 7)
	if out.GPUBytes != 46*gib || out.GPUDevice != 42*gib {
		t.Errorf("container: GPU %d, fullest device %d", out.GPUBytes, out.GPUDevice)
	}
}

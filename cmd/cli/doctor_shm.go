package cli

import "golang.org/x/sys/unix"

// devShm reads /dev/shm's size and use for doctor.
func devShm() (total, used uint64, err error) {
	var st unix.Statfs_t
	if err := unix.Statfs("/dev/shm", &st); err != nil {
		return 0, 0, err
	}
	bs := uint64(st.Bsize)
	return st.Blocks * bs, (st.Blocks - st.Bfree) * bs, nil
}

// Command fieldpath answers, for each JSON line of standard input, what the field sets
// of server-side apply (sigs.k8s.io/structured-merge-diff's fieldpath package) make of
// it, computed twice: with v4.6.0 (Kubernetes 1.33) and with v6.4.2 (Kubernetes 1.37).
// One JSON line out per line in, in order: {"v4": answer, "v6": answer}. Written for
// smp's tests; the protocol is described in oracle/ssa/README.md.
//
// Input lines:
//
//	{"op":"set","a":"<FieldsV1 text>"}
//	{"op":"pair","a":"<FieldsV1 text>","b":"<FieldsV1 text>"}
//	{"op":"element","a":"<path element key such as f:name>"}
//
// v4.go holds the computation; v6.go is the same file with the v4 package swapped for
// the v6 one (go generate rewrites it), so both versions run exactly the same code.
package main

//go:generate sh -c "sed -E -e '1s|.*|// Code generated from v4.go by go generate (see main.go). DO NOT EDIT.|' -e 's|structured-merge-diff/v4/|structured-merge-diff/v6/|' -e 's/\\b(answer|parseSet|toJSON|paths|describeSet|comparePair|describeElement)4\\b/\\16/g' v4.go > v6.go"

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
)

// input is one line of standard input. The strings are pointers so that a missing
// field can be told from an empty one. Other keys are ignored (a caller may add an id).
type input struct {
	Op *string `json:"op"`
	A  *string `json:"a"`
	B  *string `json:"b"`
}

// answer is what one version says about one input line: a JSON object whose keys
// depend on the op (see oracle/ssa/README.md). encoding/json writes its keys sorted.
type answer = map[string]interface{}

type output struct {
	V4 answer `json:"v4"`
	V6 answer `json:"v6"`
}

func main() {
	reader := bufio.NewReaderSize(os.Stdin, 1<<16)
	out := bufio.NewWriter(os.Stdout)
	encoder := json.NewEncoder(out)
	for {
		line, err := reader.ReadBytes('\n')
		if len(line) > 0 {
			if encodeErr := encoder.Encode(respond(line)); encodeErr != nil {
				fail(encodeErr)
			}
			// One answer per line as soon as it is known, so that a caller may
			// talk to the program line by line.
			if flushErr := out.Flush(); flushErr != nil {
				fail(flushErr)
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			fail(err)
		}
	}
	if err := out.Flush(); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "fieldpath:", err)
	os.Exit(2)
}

// respond answers one line (with or without its newline).
func respond(line []byte) interface{} {
	in, err := parseInput(bytes.TrimRight(line, "\r\n"))
	if err != nil {
		return map[string]string{"bad_input": err.Error()}
	}
	return output{
		V4: guarded(func() answer { return answer4(in) }),
		V6: guarded(func() answer { return answer6(in) }),
	}
}

func parseInput(line []byte) (input, error) {
	var in input
	decoder := json.NewDecoder(bytes.NewReader(line))
	if err := decoder.Decode(&in); err != nil {
		return in, err
	}
	if decoder.More() {
		return in, errors.New("trailing data after the input object")
	}
	if in.Op == nil {
		return in, errors.New(`missing "op"`)
	}
	if in.A == nil {
		return in, errors.New(`missing "a"`)
	}
	switch *in.Op {
	case "set", "element":
	case "pair":
		if in.B == nil {
			return in, errors.New(`missing "b"`)
		}
	default:
		return in, fmt.Errorf("unknown op %q", *in.Op)
	}
	return in, nil
}

// guarded runs one version's computation, turning a panic into {"panic": "..."}.
func guarded(f func() answer) (a answer) {
	defer func() {
		if r := recover(); r != nil {
			a = answer{"panic": fmt.Sprint(r)}
		}
	}()
	return f()
}

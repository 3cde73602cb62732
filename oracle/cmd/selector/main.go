// Command selector answers, for each JSON line of standard input
// {"selector": "...", "labels": [{"k": "v"}, ...]}, what k8s.io/apimachinery's
// labels.Parse (the label selectors of kubectl's -l) makes of the selector: whether it
// parses, its canonical text, and whether it matches each label set. One JSON line out
// per line in. Written for smp's tests (smp-cli/src/selector.rs).
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"

	"k8s.io/apimachinery/pkg/labels"
)

type input struct {
	Selector string              `json:"selector"`
	Labels   []map[string]string `json:"labels"`
}

type output struct {
	Selector string `json:"selector"`
	Error    string `json:"error,omitempty"`
	String   string `json:"string"`
	Matches  []bool `json:"matches"`
}

func main() {
	scanner := bufio.NewScanner(os.Stdin)
	scanner.Buffer(make([]byte, 1<<20), 1<<24)
	out := json.NewEncoder(os.Stdout)
	for scanner.Scan() {
		var in input
		if err := json.Unmarshal(scanner.Bytes(), &in); err != nil {
			fmt.Fprintln(os.Stderr, "selector:", err)
			os.Exit(2)
		}
		result := output{Selector: in.Selector, Matches: []bool{}}
		selector, err := labels.Parse(in.Selector)
		if err != nil {
			result.Error = err.Error()
		} else {
			result.String = selector.String()
			for _, set := range in.Labels {
				result.Matches = append(result.Matches, selector.Matches(labels.Set(set)))
			}
		}
		if err := out.Encode(result); err != nil {
			fmt.Fprintln(os.Stderr, "selector:", err)
			os.Exit(2)
		}
	}
	if err := scanner.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "selector:", err)
		os.Exit(2)
	}
}

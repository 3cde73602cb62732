package bench

import (
	"errors"
	"testing"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	k8sruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/managedfields"
	"k8s.io/client-go/applyconfigurations"
	"k8s.io/client-go/kubernetes/scheme"
)

// The stand-ins of cmd/fieldmanager: no conversion, no defaulting, an empty object of the kind.
type identityConvertor struct{}

func (identityConvertor) Convert(in, out, context interface{}) error {
	return errors.New("not implemented")
}
func (identityConvertor) ConvertToVersion(in k8sruntime.Object, _ k8sruntime.GroupVersioner) (k8sruntime.Object, error) {
	return in, nil
}
func (identityConvertor) ConvertFieldLabel(_ schema.GroupVersionKind, _, _ string) (string, string, error) {
	return "", "", errors.New("not implemented")
}

type noDefaulter struct{}

func (noDefaulter) Default(k8sruntime.Object) {}

type emptyCreater struct{}

func (emptyCreater) New(gvk schema.GroupVersionKind) (k8sruntime.Object, error) {
	u := &unstructured.Unstructured{Object: map[string]interface{}{}}
	u.SetGroupVersionKind(gvk)
	return u, nil
}

// perfPod is a Pod of the perf Deployment's template, as benches/field_manager.rs makes it.
func perfPod(deployment *unstructured.Unstructured) *unstructured.Unstructured {
	d := deployment.DeepCopy().Object
	template := d["spec"].(map[string]interface{})["template"].(map[string]interface{})
	metadata := template["metadata"].(map[string]interface{})
	metadata["name"] = "perf-pod"
	if metadata2, ok := d["metadata"].(map[string]interface{}); ok {
		if ns, ok := metadata2["namespace"]; ok {
			metadata["namespace"] = ns
		}
	}
	return &unstructured.Unstructured{Object: map[string]interface{}{
		"apiVersion": "v1", "kind": "Pod", "metadata": metadata, "spec": template["spec"],
	}}
}

// BenchmarkFieldManager runs structured-merge-diff's BenchmarkOperations shapes through
// the chain the API server builds (managedfields.NewDefaultFieldManager over client-go's
// type converter), beside benches/field_manager.rs.
func BenchmarkFieldManager(b *testing.B) {
	tc := applyconfigurations.NewTypeConverter(scheme.Scheme)
	deployment := load(b, "deployment_current.json")
	inputs := []struct {
		name   string
		object *unstructured.Unstructured
	}{
		{"pod", perfPod(deployment)},
		{"deployment", deployment},
	}
	for _, in := range inputs {
		gvk := in.object.GroupVersionKind()
		fm, err := managedfields.NewDefaultFieldManager(tc, identityConvertor{}, noDefaulter{}, emptyCreater{}, gvk, gvk.GroupVersion(), "", nil)
		if err != nil {
			b.Fatal(err)
		}
		empty := func() k8sruntime.Object {
			o, _ := emptyCreater{}.New(gvk)
			return o
		}
		ops := []struct {
			name string
			run  func() error
		}{
			{"create", func() error {
				_, err := fm.Update(empty(), in.object.DeepCopy(), "controller")
				return err
			}},
			{"apply", func() error {
				_, err := fm.Apply(empty(), in.object.DeepCopy(), "controller", false)
				return err
			}},
			{"apply_twice", func() error {
				live, err := fm.Apply(empty(), in.object.DeepCopy(), "controller", false)
				if err != nil {
					return err
				}
				_, err = fm.Apply(live, in.object.DeepCopy(), "other-controller", false)
				return err
			}},
			{"update_twice", func() error {
				live, err := fm.Update(empty(), in.object.DeepCopy(), "controller")
				if err != nil {
					return err
				}
				_, err = fm.Update(live, in.object.DeepCopy(), "other-controller")
				return err
			}},
		}
		for _, op := range ops {
			b.Run(in.name+"/"+op.name, func(b *testing.B) {
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					if err := op.run(); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

module smp.example/oracle

go 1.23.0

require k8s.io/apimachinery v0.32.13

require (
	github.com/go-logr/logr v1.4.2 // indirect
	k8s.io/klog/v2 v2.130.1 // indirect
	k8s.io/utils v0.0.0-20241104100929-3ea5e8cea738 // indirect
)

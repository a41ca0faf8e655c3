// A function whose text is longer than the printer's buffer threshold (4 KiB) is written
// to the output directly when functions are printed on worker threads (forced here with
// ROPT_PRINT_PARALLEL_OPS=0): the text stays in order between the shorter functions around it
// and is the same as the sequential printer's.

// RUN: ROPT_PRINT_PARALLEL_OPS=0 ropt %s | FileCheck %s
// RUN: ROPT_PRINT_PARALLEL_OPS=0 ropt %s > %t.par
// RUN: ropt %s --mlir-disable-threading > %t.seq
// RUN: diff %t.par %t.seq

// CHECK-LABEL: func.func @before(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c7_i32 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @large(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK:         %198 = arith.addi %197, %arg1 : i32
// CHECK-NEXT:    %199 = arith.addi %198, %arg1 : i32
// CHECK-NEXT:    return %199 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @after(%arg0: i64) -> i64 {
// CHECK-NEXT:    %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT:    %0 = arith.muli %arg0, %c-3_i64 : i64
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }
// CHECK-NEXT: }

module {
  func.func @before(%a: i32) -> i32 {
    %c7 = arith.constant 7 : i32
    %0 = arith.addi %a, %c7 : i32
    return %0 : i32
  }
  func.func @large(%a: i32, %b: i32) -> i32 {
    %v0 = arith.addi %a, %b : i32
    %v1 = arith.addi %v0, %b : i32
    %v2 = arith.addi %v1, %b : i32
    %v3 = arith.addi %v2, %b : i32
    %v4 = arith.addi %v3, %b : i32
    %v5 = arith.addi %v4, %b : i32
    %v6 = arith.addi %v5, %b : i32
    %v7 = arith.addi %v6, %b : i32
    %v8 = arith.addi %v7, %b : i32
    %v9 = arith.addi %v8, %b : i32
    %v10 = arith.addi %v9, %b : i32
    %v11 = arith.addi %v10, %b : i32
    %v12 = arith.addi %v11, %b : i32
    %v13 = arith.addi %v12, %b : i32
    %v14 = arith.addi %v13, %b : i32
    %v15 = arith.addi %v14, %b : i32
    %v16 = arith.addi %v15, %b : i32
    %v17 = arith.addi %v16, %b : i32
    %v18 = arith.addi %v17, %b : i32
    %v19 = arith.addi %v18, %b : i32
    %v20 = arith.addi %v19, %b : i32
    %v21 = arith.addi %v20, %b : i32
    %v22 = arith.addi %v21, %b : i32
    %v23 = arith.addi %v22, %b : i32
    %v24 = arith.addi %v23, %b : i32
    %v25 = arith.addi %v24, %b : i32
    %v26 = arith.addi %v25, %b : i32
    %v27 = arith.addi %v26, %b : i32
    %v28 = arith.addi %v27, %b : i32
    %v29 = arith.addi %v28, %b : i32
    %v30 = arith.addi %v29, %b : i32
    %v31 = arith.addi %v30, %b : i32
    %v32 = arith.addi %v31, %b : i32
    %v33 = arith.addi %v32, %b : i32
    %v34 = arith.addi %v33, %b : i32
    %v35 = arith.addi %v34, %b : i32
    %v36 = arith.addi %v35, %b : i32
    %v37 = arith.addi %v36, %b : i32
    %v38 = arith.addi %v37, %b : i32
    %v39 = arith.addi %v38, %b : i32
    %v40 = arith.addi %v39, %b : i32
    %v41 = arith.addi %v40, %b : i32
    %v42 = arith.addi %v41, %b : i32
    %v43 = arith.addi %v42, %b : i32
    %v44 = arith.addi %v43, %b : i32
    %v45 = arith.addi %v44, %b : i32
    %v46 = arith.addi %v45, %b : i32
    %v47 = arith.addi %v46, %b : i32
    %v48 = arith.addi %v47, %b : i32
    %v49 = arith.addi %v48, %b : i32
    %v50 = arith.addi %v49, %b : i32
    %v51 = arith.addi %v50, %b : i32
    %v52 = arith.addi %v51, %b : i32
    %v53 = arith.addi %v52, %b : i32
    %v54 = arith.addi %v53, %b : i32
    %v55 = arith.addi %v54, %b : i32
    %v56 = arith.addi %v55, %b : i32
    %v57 = arith.addi %v56, %b : i32
    %v58 = arith.addi %v57, %b : i32
    %v59 = arith.addi %v58, %b : i32
    %v60 = arith.addi %v59, %b : i32
    %v61 = arith.addi %v60, %b : i32
    %v62 = arith.addi %v61, %b : i32
    %v63 = arith.addi %v62, %b : i32
    %v64 = arith.addi %v63, %b : i32
    %v65 = arith.addi %v64, %b : i32
    %v66 = arith.addi %v65, %b : i32
    %v67 = arith.addi %v66, %b : i32
    %v68 = arith.addi %v67, %b : i32
    %v69 = arith.addi %v68, %b : i32
    %v70 = arith.addi %v69, %b : i32
    %v71 = arith.addi %v70, %b : i32
    %v72 = arith.addi %v71, %b : i32
    %v73 = arith.addi %v72, %b : i32
    %v74 = arith.addi %v73, %b : i32
    %v75 = arith.addi %v74, %b : i32
    %v76 = arith.addi %v75, %b : i32
    %v77 = arith.addi %v76, %b : i32
    %v78 = arith.addi %v77, %b : i32
    %v79 = arith.addi %v78, %b : i32
    %v80 = arith.addi %v79, %b : i32
    %v81 = arith.addi %v80, %b : i32
    %v82 = arith.addi %v81, %b : i32
    %v83 = arith.addi %v82, %b : i32
    %v84 = arith.addi %v83, %b : i32
    %v85 = arith.addi %v84, %b : i32
    %v86 = arith.addi %v85, %b : i32
    %v87 = arith.addi %v86, %b : i32
    %v88 = arith.addi %v87, %b : i32
    %v89 = arith.addi %v88, %b : i32
    %v90 = arith.addi %v89, %b : i32
    %v91 = arith.addi %v90, %b : i32
    %v92 = arith.addi %v91, %b : i32
    %v93 = arith.addi %v92, %b : i32
    %v94 = arith.addi %v93, %b : i32
    %v95 = arith.addi %v94, %b : i32
    %v96 = arith.addi %v95, %b : i32
    %v97 = arith.addi %v96, %b : i32
    %v98 = arith.addi %v97, %b : i32
    %v99 = arith.addi %v98, %b : i32
    %v100 = arith.addi %v99, %b : i32
    %v101 = arith.addi %v100, %b : i32
    %v102 = arith.addi %v101, %b : i32
    %v103 = arith.addi %v102, %b : i32
    %v104 = arith.addi %v103, %b : i32
    %v105 = arith.addi %v104, %b : i32
    %v106 = arith.addi %v105, %b : i32
    %v107 = arith.addi %v106, %b : i32
    %v108 = arith.addi %v107, %b : i32
    %v109 = arith.addi %v108, %b : i32
    %v110 = arith.addi %v109, %b : i32
    %v111 = arith.addi %v110, %b : i32
    %v112 = arith.addi %v111, %b : i32
    %v113 = arith.addi %v112, %b : i32
    %v114 = arith.addi %v113, %b : i32
    %v115 = arith.addi %v114, %b : i32
    %v116 = arith.addi %v115, %b : i32
    %v117 = arith.addi %v116, %b : i32
    %v118 = arith.addi %v117, %b : i32
    %v119 = arith.addi %v118, %b : i32
    %v120 = arith.addi %v119, %b : i32
    %v121 = arith.addi %v120, %b : i32
    %v122 = arith.addi %v121, %b : i32
    %v123 = arith.addi %v122, %b : i32
    %v124 = arith.addi %v123, %b : i32
    %v125 = arith.addi %v124, %b : i32
    %v126 = arith.addi %v125, %b : i32
    %v127 = arith.addi %v126, %b : i32
    %v128 = arith.addi %v127, %b : i32
    %v129 = arith.addi %v128, %b : i32
    %v130 = arith.addi %v129, %b : i32
    %v131 = arith.addi %v130, %b : i32
    %v132 = arith.addi %v131, %b : i32
    %v133 = arith.addi %v132, %b : i32
    %v134 = arith.addi %v133, %b : i32
    %v135 = arith.addi %v134, %b : i32
    %v136 = arith.addi %v135, %b : i32
    %v137 = arith.addi %v136, %b : i32
    %v138 = arith.addi %v137, %b : i32
    %v139 = arith.addi %v138, %b : i32
    %v140 = arith.addi %v139, %b : i32
    %v141 = arith.addi %v140, %b : i32
    %v142 = arith.addi %v141, %b : i32
    %v143 = arith.addi %v142, %b : i32
    %v144 = arith.addi %v143, %b : i32
    %v145 = arith.addi %v144, %b : i32
    %v146 = arith.addi %v145, %b : i32
    %v147 = arith.addi %v146, %b : i32
    %v148 = arith.addi %v147, %b : i32
    %v149 = arith.addi %v148, %b : i32
    %v150 = arith.addi %v149, %b : i32
    %v151 = arith.addi %v150, %b : i32
    %v152 = arith.addi %v151, %b : i32
    %v153 = arith.addi %v152, %b : i32
    %v154 = arith.addi %v153, %b : i32
    %v155 = arith.addi %v154, %b : i32
    %v156 = arith.addi %v155, %b : i32
    %v157 = arith.addi %v156, %b : i32
    %v158 = arith.addi %v157, %b : i32
    %v159 = arith.addi %v158, %b : i32
    %v160 = arith.addi %v159, %b : i32
    %v161 = arith.addi %v160, %b : i32
    %v162 = arith.addi %v161, %b : i32
    %v163 = arith.addi %v162, %b : i32
    %v164 = arith.addi %v163, %b : i32
    %v165 = arith.addi %v164, %b : i32
    %v166 = arith.addi %v165, %b : i32
    %v167 = arith.addi %v166, %b : i32
    %v168 = arith.addi %v167, %b : i32
    %v169 = arith.addi %v168, %b : i32
    %v170 = arith.addi %v169, %b : i32
    %v171 = arith.addi %v170, %b : i32
    %v172 = arith.addi %v171, %b : i32
    %v173 = arith.addi %v172, %b : i32
    %v174 = arith.addi %v173, %b : i32
    %v175 = arith.addi %v174, %b : i32
    %v176 = arith.addi %v175, %b : i32
    %v177 = arith.addi %v176, %b : i32
    %v178 = arith.addi %v177, %b : i32
    %v179 = arith.addi %v178, %b : i32
    %v180 = arith.addi %v179, %b : i32
    %v181 = arith.addi %v180, %b : i32
    %v182 = arith.addi %v181, %b : i32
    %v183 = arith.addi %v182, %b : i32
    %v184 = arith.addi %v183, %b : i32
    %v185 = arith.addi %v184, %b : i32
    %v186 = arith.addi %v185, %b : i32
    %v187 = arith.addi %v186, %b : i32
    %v188 = arith.addi %v187, %b : i32
    %v189 = arith.addi %v188, %b : i32
    %v190 = arith.addi %v189, %b : i32
    %v191 = arith.addi %v190, %b : i32
    %v192 = arith.addi %v191, %b : i32
    %v193 = arith.addi %v192, %b : i32
    %v194 = arith.addi %v193, %b : i32
    %v195 = arith.addi %v194, %b : i32
    %v196 = arith.addi %v195, %b : i32
    %v197 = arith.addi %v196, %b : i32
    %v198 = arith.addi %v197, %b : i32
    %v199 = arith.addi %v198, %b : i32
    return %v199 : i32
  }
  func.func @after(%a: i64) -> i64 {
    %c-3 = arith.constant -3 : i64
    %0 = arith.muli %a, %c-3 : i64
    return %0 : i64
  }
}

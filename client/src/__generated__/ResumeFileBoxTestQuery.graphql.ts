/**
 * @generated SignedSource<<9028fe888faee3fa17ce8ad313431cd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResumeFileBoxTestQuery$variables = Record<PropertyKey, never>;
export type ResumeFileBoxTestQuery$data = {
  readonly myResume: {
    readonly " $fragmentSpreads": FragmentRefs<"ResumeFileBox_resume">;
  } | null | undefined;
};
export type ResumeFileBoxTestQuery = {
  response: ResumeFileBoxTestQuery$data;
  variables: ResumeFileBoxTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResumeFileBoxTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Resume",
        "kind": "LinkedField",
        "name": "myResume",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResumeFileBox_resume"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ResumeFileBoxTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Resume",
        "kind": "LinkedField",
        "name": "myResume",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ResumeFile",
            "kind": "LinkedField",
            "name": "file",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bytes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pages",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "uploadedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "downloadPath",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "832cc99b566759e16b6512e8e009bfcb",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "myResume": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Resume"
        },
        "myResume.file": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ResumeFile"
        },
        "myResume.file.bytes": (v0/*:: as any*/),
        "myResume.file.downloadPath": (v1/*:: as any*/),
        "myResume.file.name": (v1/*:: as any*/),
        "myResume.file.pages": (v0/*:: as any*/),
        "myResume.file.uploadedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "myResume.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "ResumeFileBoxTestQuery",
    "operationKind": "query",
    "text": "query ResumeFileBoxTestQuery {\n  myResume {\n    ...ResumeFileBox_resume\n    id\n  }\n}\n\nfragment ResumeFileBox_resume on Resume {\n  id\n  file {\n    name\n    ...ResumeFileLink_file\n  }\n}\n\nfragment ResumeFileLink_file on ResumeFile {\n  name\n  bytes\n  pages\n  uploadedAt\n  downloadPath\n}\n"
  }
};
})();

(node as any).hash = "0b3a7652e59e2673e5fb688ab209c1eb";

export default node;

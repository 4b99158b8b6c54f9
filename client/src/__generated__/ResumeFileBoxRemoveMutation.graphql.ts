/**
 * @generated SignedSource<<2a68b7923f8feacabc5db23a9471a7df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResumeFileBoxRemoveMutation$variables = Record<PropertyKey, never>;
export type ResumeFileBoxRemoveMutation$data = {
  readonly removeResumeFile: {
    readonly __typename: "MutationRemoveResumeFileSuccess";
    readonly data: {
      readonly " $fragmentSpreads": FragmentRefs<"ResumeFileBox_resume">;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ResumeFileBoxRemoveMutation = {
  response: ResumeFileBoxRemoveMutation$data;
  variables: ResumeFileBoxRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResumeFileBoxRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeResumeFile",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Resume",
                "kind": "LinkedField",
                "name": "data",
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
            "type": "MutationRemoveResumeFileSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ResumeFileBoxRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeResumeFile",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Resume",
                "kind": "LinkedField",
                "name": "data",
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
            ],
            "type": "MutationRemoveResumeFileSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5a1817f991502d63d9aa5c78379ef5c0",
    "id": null,
    "metadata": {},
    "name": "ResumeFileBoxRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation ResumeFileBoxRemoveMutation {\n  removeResumeFile {\n    __typename\n    ... on MutationRemoveResumeFileSuccess {\n      data {\n        ...ResumeFileBox_resume\n        id\n      }\n    }\n  }\n}\n\nfragment ResumeFileBox_resume on Resume {\n  id\n  file {\n    name\n    ...ResumeFileLink_file\n  }\n}\n\nfragment ResumeFileLink_file on ResumeFile {\n  name\n  bytes\n  pages\n  uploadedAt\n  downloadPath\n}\n"
  }
};
})();

(node as any).hash = "5dba1080248174b0cbbacf0b7d07a0f7";

export default node;

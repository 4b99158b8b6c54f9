/**
 * @generated SignedSource<<242008bd4b2ff294bf4c299584e8f773>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProposeContractPageQuery$variables = {
  about: boolean;
  cites: boolean;
  project: string;
  request: string;
  to: string;
};
export type ProposeContractPageQuery$data = {
  readonly node: {
    readonly displayName?: string;
    readonly id?: string;
    readonly viewerIsOwner?: boolean;
  } | null | undefined;
  readonly project?: {
    readonly collaborating?: boolean;
    readonly id?: string;
    readonly readerWords?: {
      readonly title: string;
    } | null | undefined;
  } | null | undefined;
  readonly request?: {
    readonly budgetRials?: number | null | undefined;
    readonly id?: string;
    readonly message?: string;
    readonly subject?: string;
  } | null | undefined;
  readonly viewer: {
    readonly registered: boolean | null | undefined;
  } | null | undefined;
};
export type ProposeContractPageQuery = {
  response: ProposeContractPageQuery$data;
  variables: ProposeContractPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "about"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "cites"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "project"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "request"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registered",
  "storageKey": null
},
v6 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "to"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsOwner",
  "storageKey": null
},
v10 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "request"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "budgetRials",
  "storageKey": null
},
v14 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "project"
  }
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "collaborating",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "PortfolioWords",
  "kind": "LinkedField",
  "name": "readerWords",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProposeContractPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "type": "Collaborator",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "cites",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "request",
            "args": (v10/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v7/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/)
                ],
                "type": "ContactRequest",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "about",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "project",
            "args": (v14/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v7/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/)
                ],
                "type": "PortfolioProject",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProposeContractPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v17/*:: as any*/),
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "type": "Collaborator",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "cites",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "request",
            "args": (v10/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v17/*:: as any*/),
              (v7/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/)
                ],
                "type": "ContactRequest",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "about",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "project",
            "args": (v14/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v17/*:: as any*/),
              (v7/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v15/*:: as any*/),
                  (v16/*:: as any*/)
                ],
                "type": "PortfolioProject",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "773e5d693cfb1e37b473d94cd092eaaa",
    "id": null,
    "metadata": {},
    "name": "ProposeContractPageQuery",
    "operationKind": "query",
    "text": "query ProposeContractPageQuery(\n  $to: ID!\n  $request: ID!\n  $cites: Boolean!\n  $project: ID!\n  $about: Boolean!\n) {\n  viewer {\n    registered\n    id\n  }\n  node(id: $to) {\n    __typename\n    ... on Collaborator {\n      id\n      displayName\n      viewerIsOwner\n    }\n    id\n  }\n  request: node(id: $request) @include(if: $cites) {\n    __typename\n    ... on ContactRequest {\n      id\n      subject\n      message\n      budgetRials\n    }\n    id\n  }\n  project: node(id: $project) @include(if: $about) {\n    __typename\n    ... on PortfolioProject {\n      id\n      collaborating\n      readerWords {\n        title\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b321b5673f5d3455998ce30c1b9d107c";

export default node;

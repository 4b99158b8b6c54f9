/**
 * @generated SignedSource<<9161040d0175c62af759f8f035cc9ea9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollaboratorAvailability = "AVAILABLE" | "BUSY" | "UNAVAILABLE" | "%future added value";
export type CollaboratorExpertise = "BACKEND" | "DEVOPS" | "FRONTEND" | "FULLSTACK" | "MOBILE" | "UI_UX" | "%future added value";
export type CollaboratorPageQuery$variables = {
  slug: string;
};
export type CollaboratorPageQuery$data = {
  readonly collaborator: {
    readonly availability: CollaboratorAvailability;
    readonly certificates: ReadonlyArray<{
      readonly issuedAt: string;
      readonly path: string;
      readonly testTitle: string;
    }>;
    readonly displayName: string;
    readonly expertise: ReadonlyArray<CollaboratorExpertise>;
    readonly hourlyRateRials: number | null | undefined;
    readonly id: string;
    readonly languages: ReadonlyArray<string>;
    readonly path: string;
    readonly projectRateRials: number | null | undefined;
    readonly readerWords: {
      readonly bio: string | null | undefined;
      readonly headline: string;
      readonly locale: string;
    } | null | undefined;
    readonly remote: boolean;
    readonly skills: ReadonlyArray<string>;
    readonly updatedAt: string;
    readonly viewerIsOwner: boolean;
    readonly yearsOfExperience: number;
    readonly " $fragmentSpreads": FragmentRefs<"VerifiedSkills_collaborator">;
  } | null | undefined;
  readonly viewer: {
    readonly registered: boolean | null | undefined;
  } | null | undefined;
};
export type CollaboratorPageQuery = {
  response: CollaboratorPageQuery$data;
  variables: CollaboratorPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registered",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsOwner",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expertise",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "skills",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "yearsOfExperience",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hourlyRateRials",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "projectRateRials",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availability",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remote",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "languages",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "CollaboratorWords",
  "kind": "LinkedField",
  "name": "readerWords",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locale",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "headline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "testTitle",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "issuedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CollaboratorPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Collaborator",
        "kind": "LinkedField",
        "name": "collaborator",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CollaboratorCertificate",
            "kind": "LinkedField",
            "name": "certificates",
            "plural": true,
            "selections": [
              (v17/*:: as any*/),
              (v4/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VerifiedSkills_collaborator"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CollaboratorPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Collaborator",
        "kind": "LinkedField",
        "name": "collaborator",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CollaboratorCertificate",
            "kind": "LinkedField",
            "name": "certificates",
            "plural": true,
            "selections": [
              (v17/*:: as any*/),
              (v4/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scoreBand",
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
    "cacheID": "5282397a5a33f1fd6a6e22bc82996bce",
    "id": null,
    "metadata": {},
    "name": "CollaboratorPageQuery",
    "operationKind": "query",
    "text": "query CollaboratorPageQuery(\n  $slug: String!\n) {\n  viewer {\n    registered\n    id\n  }\n  collaborator(slug: $slug) {\n    id\n    path\n    viewerIsOwner\n    displayName\n    expertise\n    skills\n    yearsOfExperience\n    hourlyRateRials\n    projectRateRials\n    availability\n    remote\n    languages\n    updatedAt\n    readerWords {\n      locale\n      headline\n      bio\n    }\n    certificates {\n      testTitle\n      path\n      issuedAt\n    }\n    ...VerifiedSkills_collaborator\n  }\n}\n\nfragment VerifiedSkills_collaborator on Collaborator {\n  certificates {\n    code\n    path\n    testTitle\n    skills\n    scoreBand\n    issuedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "f713a531ef9430164be187eacb945922";

export default node;
